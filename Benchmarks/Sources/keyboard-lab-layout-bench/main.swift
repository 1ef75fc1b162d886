// The per-frame cost of UIKit's layout pass during an animation: the todo screen's
// 0.3 s constant animation, and a 1 000-view screen animating one constant. Each frame
// is one `UIApplication.runFrame()` on a manual clock: the animator moves the constant,
// the solver takes it in place, every solved frame is written back.
//
//   keyboard-lab-layout-bench [--json FILE] [--repeats N]
import Foundation
import SeedScreens
import UIKit

@MainActor
func main() {
  var jsonPath: String?
  var repeats = 200
  var args = CommandLine.arguments.dropFirst()
  while let arg = args.popFirst() {
    switch arg {
    case "--json": jsonPath = args.popFirst()
    case "--repeats": repeats = Int(args.popFirst() ?? "") ?? repeats
    default:
      FileHandle.standardError.write(
        Data("keyboard-lab-layout-bench: unknown argument \(arg)\n".utf8))
      exit(2)
    }
  }
  let todo = measureTodoScreen(repeats: repeats)
  let large = measureLargeScreen(views: 1000, repeats: max(5, repeats / 20))
  let rows: [[String: Any]] = [
    row("layout pass: todo screen", "frame_us (median)", todo.median, "µs", "<= 5 µs", todo.note),
    row("layout pass: todo screen", "frame_us (p99)", todo.p99, "µs", "", todo.note),
    row(
      "layout pass: 1000 views", "frame_us (median)", large.median, "µs", "<= 1000 µs", large.note),
    row("layout pass: 1000 views", "frame_us (p99)", large.p99, "µs", "", large.note),
  ]
  for r in rows {
    print(
      "\(r["case"]!)  \(r["quantity"]!) = \(String(format: "%.2f", r["value"] as! Double)) \(r["unit"]!)"
    )
  }
  if let jsonPath {
    let data = try! JSONSerialization.data(
      withJSONObject: rows, options: [.prettyPrinted, .sortedKeys])
    FileManager.default.createFile(atPath: jsonPath, contents: data)
  }
}

func row(_ c: String, _ q: String, _ v: Double, _ unit: String, _ target: String, _ note: String)
  -> [String: Any]
{
  ["case": c, "quantity": q, "value": v, "unit": unit, "target": target, "note": note]
}

struct FrameStats {
  var median: Double
  var p99: Double
  var note: String
}

func stats(_ samples: [Double], note: String) -> FrameStats {
  let sorted = samples.sorted()
  return FrameStats(
    median: sorted[sorted.count / 2],
    p99: sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * 0.99))],
    note: note)
}

func microseconds(_ body: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1000
}

/// The seed-002 screen in a 390×844 window: 0.3 s animations of the handle 150 → 120 → 150.
@MainActor
func measureTodoScreen(repeats: Int) -> FrameStats {
  let runtime = UIKitRuntime()
  return runtime.activate { measureTodoScreen(repeats: repeats, in: runtime) }
}

@MainActor
func measureTodoScreen(repeats: Int, in runtime: UIKitRuntime) -> FrameStats {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let controller = TodoAddViewController()
  window.rootViewController = controller
  window.makeKeyAndVisible()
  var samples: [Double] = []
  for i in 0..<repeats {
    if i % 2 == 0 { controller.keyboardWillShow() } else { controller.keyboardWillHide() }
    for _ in 0..<18 {
      samples.append(microseconds { runtime.pumpFrames(1) })
    }
  }
  window.resignKeyAndHide()
  return stats(samples, note: "\(samples.count) frames, animator + solver + frames per tick")
}

/// 1 000 views in a column under a root view, each 20 high with 4 constraints; the
/// first view's top constant animates, moving every view below it each frame.
@MainActor
func measureLargeScreen(views: Int, repeats: Int) -> FrameStats {
  let runtime = UIKitRuntime()
  return runtime.activate { measureLargeScreen(views: views, repeats: repeats, in: runtime) }
}

@MainActor
func measureLargeScreen(views: Int, repeats: Int, in runtime: UIKitRuntime) -> FrameStats {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let controller = UIViewController()
  window.rootViewController = controller
  let root = controller.view!
  var previous: UIView?
  var handle: NSLayoutConstraint!
  for i in 0..<views {
    let v = UIView()
    v.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(v)
    let top =
      previous.map { v.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 2) }
      ?? v.topAnchor.constraint(equalTo: root.topAnchor, constant: 150)
    if i == 0 { handle = top }
    NSLayoutConstraint.activate([
      top,
      v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      v.heightAnchor.constraint(equalToConstant: 20),
    ])
    previous = v
  }
  window.makeKeyAndVisible()
  var samples: [Double] = []
  for i in 0..<repeats {
    handle.constant = i % 2 == 0 ? 120 : 150
    UIView.animate(withDuration: 0.3) { root.layoutIfNeeded() }
    for _ in 0..<18 {
      samples.append(microseconds { runtime.pumpFrames(1) })
    }
  }
  window.resignKeyAndHide()
  return stats(samples, note: "\(views) views, \(views * 4) constraints, \(samples.count) frames")
}

MainActor.assumeIsolated { main() }
