// Editing a long text, as the app does it: a text field or a text view on an iPhone 14
// in the headless SDL host (the real font and measurer, the software renderer), already
// holding 100, 10 000 or 100 000 characters; each keystroke is the text arriving at the
// window (`handleText`, as SDL's text input delivers it) and the frame that lays out and
// draws it. Also a paste of 1 000 characters the same way, and, in a process of its own
// (`--rss`), the peak RSS after 100 000 characters typed one at a time.
//
//   keyboard-lab-editing-bench [--json FILE] [--rounds N] [--keystrokes N]
//   keyboard-lab-editing-bench --rss [--characters N]
import Foundation
import SDLPlatform
import UIKit

/// The screen: one input, as a form's field or a notes app's text view.
@MainActor
final class EditingController: UIViewController {
  let isTextView: Bool
  let field = UITextField()
  let textView = UITextView()

  init(textView: Bool) {
    isTextView = textView
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  var input: UIView { isTextView ? textView : field }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let input = self.input
    input.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(input)
    field.borderStyle = .roundedRect
    NSLayoutConstraint.activate([
      input.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      input.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      input.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      isTextView
        ? input.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8)
        : input.heightAnchor.constraint(equalToConstant: 44),
    ])
  }
}

/// Text as people paste it: words, punctuation, a line break every few sentences.
func sampleText(_ count: Int) -> String {
  let words = ["the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "keyboard", "notification", "안녕", "👍"]
  var text = ""
  var length = 0
  var n = 0
  while length < count {
    let word = words[n % words.count]
    n += 1
    let gap = n % 47 == 0 ? ".\n" : n % 9 == 0 ? ". " : " "
    text += word + gap
    length += word.count + gap.count
  }
  return String(text.prefix(count))
}

@MainActor
final class Bench {
  let host: SDLAppHost
  let window: UIWindow

  init() throws {
    setenv("SDL_VIDEODRIVER", "dummy", 1)
    host = try SDLAppHost(options: SDLAppHost.Options(scale: 1, headless: true, steppedFrames: true, title: "bench"))
    window = UIWindow(screen: UIScreen.main)
    window.makeKeyAndVisible()
    host.attach(window)
  }

  /// A screen with `count` characters in its input, focused, with the caret at the end
  /// and everything at rest.
  func screen(textView: Bool, count: Int) -> EditingController {
    let controller = EditingController(textView: textView)
    window.rootViewController = controller
    _ = controller.view
    let text = sampleText(count)
    if textView { controller.textView.text = text } else { controller.field.text = text }
    _ = controller.input.becomeFirstResponder()
    settle()
    return controller
  }

  func settle() {
    for _ in 0..<300 {
      host.drawFrame()
      if !UIKitRuntime.current.isAnimating { break }
    }
    host.drawFrame()
  }

  /// Each of `count` keystrokes of `text`, in seconds: the editing work (the text
  /// arriving and the edit through the delegate, the layout pass of the frame after it,
  /// and the input drawing itself), and the whole of it with the frame drawn and shown.
  func keystrokes(_ count: Int, typing text: String, into input: UIView) -> (editing: [Double], frame: [Double]) {
    var editing: [Double] = []
    var frame: [Double] = []
    let runtime = UIKitRuntime.current
    for _ in 0..<count {
      let start = DispatchTime.now().uptimeNanoseconds
      window.handleText(text)
      runtime.pumpFrames(1)
      let canvas = RecordingCanvas(bounds: input.bounds)
      input.draw(in: canvas)
      let edited = DispatchTime.now().uptimeNanoseconds
      host.drawFrame()
      let drawn = DispatchTime.now().uptimeNanoseconds
      editing.append(Double(edited - start) / 1e9)
      frame.append(Double(drawn - start) / 1e9)
    }
    return (editing, frame)
  }
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return .nan }
  return sorted.count % 2 == 1
    ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func peakRSSMegabytes() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return Double(usage.ru_maxrss) / 1024
}

@MainActor
func main() throws {
  var jsonPath: String?
  var rounds = 3
  var keystrokes = 100
  var rss = false
  var characters = 100_000
  var args = CommandLine.arguments.dropFirst()
  while let arg = args.popFirst() {
    switch arg {
    case "--json": jsonPath = args.popFirst()
    case "--rounds": rounds = Int(args.popFirst() ?? "") ?? rounds
    case "--keystrokes": keystrokes = Int(args.popFirst() ?? "") ?? keystrokes
    case "--rss": rss = true
    case "--characters": characters = Int(args.popFirst() ?? "") ?? characters
    default:
      FileHandle.standardError.write(Data("keyboard-lab-editing-bench: unknown argument \(arg)\n".utf8))
      exit(2)
    }
  }
  let bench = try Bench()
  if let only = ProcessInfo.processInfo.environment["EDITING_BENCH_PROFILE"] {
    // One case, many keystrokes, for a profiler: "field 100", "view 100000".
    let parts = only.split(separator: " ")
    let screen = bench.screen(textView: parts[0] == "view", count: Int(parts[1]) ?? 100)
    _ = bench.keystrokes(keystrokes, typing: "x", into: screen.input)
    return
  }
  if rss {
    // One character a keystroke, a frame each, into an empty text view.
    let screen = bench.screen(textView: true, count: 0)
    let letters = Array("the quick brown fox jumps over the lazy dog ")
    for i in 0..<characters {
      bench.window.handleText(String(letters[i % letters.count]))
      bench.host.drawFrame()
    }
    let typed = screen.textView.text.count
    print(
      "{\"typed\": \(typed), \"peak_rss_mb\": \(String(format: "%.1f", peakRSSMegabytes()))}")
    exit(typed == characters ? 0 : 1)
  }
  struct Case: Hashable {
    let textView: Bool
    let size: Int
    let paste: Bool
    var name: String { "\(textView ? "text view" : "text field"), \(size) characters" }
  }
  var cases: [Case] = []
  for textView in [false, true] {
    for size in [100, 10_000, 100_000] {
      cases.append(Case(textView: textView, size: size, paste: false))
      cases.append(Case(textView: textView, size: size, paste: true))
    }
  }
  var editing: [Case: [Double]] = [:]
  var frames: [Case: [Double]] = [:]
  let paste = sampleText(1000)
  // A round not counted first: the measurer's and the renderer's caches warm.
  for round in -1..<rounds {
    // Interleaved: every case once a round, in an order that turns each round.
    let order = round % 2 == 0 ? cases : cases.reversed()
    for item in order {
      let screen = bench.screen(textView: item.textView, count: item.size)
      let times = bench.keystrokes(
        item.paste ? max(3, keystrokes / 20) : keystrokes, typing: item.paste ? paste : "x", into: screen.input)
      guard round >= 0 else { continue }
      editing[item, default: []].append(median(times.editing))
      frames[item, default: []].append(median(times.frame))
    }
  }
  var rows: [[String: Any]] = []
  for item in cases {
    let what = item.paste ? "paste of 1 000 characters" : "keystroke"
    for (label, values) in [("editing work", editing[item] ?? []), ("with the frame drawn", frames[item] ?? [])] {
      let ms = median(values) * 1000
      let spread = (values.max() ?? 0) / max(values.min() ?? 1, 1e-12)
      let target: Any =
        !item.paste && label == "editing work" && item.size == 100_000 ? (item.textView ? 1.0 : 0.3) : NSNull()
      rows.append([
        "case": "editing: \(item.name)", "quantity": "\(what), \(label) (median)", "value": ms, "unit": "ms",
        "target": target,
        "note":
          "release, headless SDL, real font; median of \(rounds) interleaved rounds' medians of "
          + "\(item.paste ? max(3, keystrokes / 20) : keystrokes); spread \(String(format: "%.2f", spread))x",
      ])
      print(
        "\(item.name)  \(what), \(label)  \(String(format: "%.3f", ms)) ms  (spread \(String(format: "%.2f", spread))x)"
      )
    }
  }
  if let jsonPath {
    let data = try JSONSerialization.data(withJSONObject: rows, options: [.prettyPrinted, .sortedKeys])
    try data.write(to: URL(fileURLWithPath: jsonPath))
  }
}

MainActor.assumeIsolated {
  do {
    try main()
  } catch {
    FileHandle.standardError.write(Data("keyboard-lab-editing-bench: \(error)\n".utf8))
    exit(1)
  }
}
