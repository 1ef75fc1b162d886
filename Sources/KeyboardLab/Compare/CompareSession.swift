import Foundation
import SDLPlatform
import UIKit

/// `--compare`: the seed screens (or `--compare-screens`) side by side, each on a phone
/// (or each on its device of `--compare-devices`) run as its own process, with the bar
/// below them; driven one frame-loop iteration at a time. Each frame's time — the lab's clock, slowed down by the bar's speed — goes to
/// every phone; their pixels come back and are drawn.
///
/// Why processes: each iOS app has its own `NotificationCenter.default`, and the seeds
/// observe it with `object: nil`; in one process every screen would see every keyboard's
/// notifications. A phone whose screen crashes ends alone.
@MainActor
final class CompareSession {
  let flags: AppFlags
  let phones: [ComparePhone]
  let bar: UIWindow
  let controller = CompareBarViewController()
  let scene: CompareScene
  let timeline: CompareTimeline
  private let runtime: UIKitRuntime
  private var ticks = 0
  private var wasFocused: [Bool]
  /// The desktop: the clock's speed, the window's screenshot, the plot's PNG.
  private let platform: any AppPlatform

  init(flags: AppFlags, compared: [ComparedScreen], platform: any AppPlatform, runtime: UIKitRuntime = .current) {
    self.flags = flags
    self.platform = platform
    self.runtime = runtime
    // A phone's process may end between a check and a write to its pipe.
    signal(SIGPIPE, SIG_IGN)
    phones = compared.enumerated().map { index, phone in
      ComparePhone(
        screen: phone.screen, device: phone.device, orientation: flags.orientation, scale: flags.scale, index: index,
        placement: flags.keyboardPlacement, window: flags.windowArrangement)
    }
    wasFocused = Array(repeating: false, count: compared.count)
    timeline = CompareTimeline(phones: compared.count)
    let barScreen = UIScreen(
      device: DeviceProfile(
        name: "compare-bar", size: CGSize(width: 800, height: CompareScene.barHeight), scale: 1, safeAreaInsets: .zero,
        keyboardHeight: 0))
    bar = runtime.activate { UIWindow(screen: barScreen) }
    scene = CompareScene(phones: phones, bar: bar)
    controller.plotView.compare = timeline
    Self.label(controller.plotView, compared: compared, orientation: flags.orientation)
    runtime.activate {
      bar.rootViewController = controller
      bar.makeKeyAndVisible()
    }
    controller.onFocusAll = { [unowned self] in self.focusAll() }
    controller.onDismissAll = { [unowned self] in for phone in self.phones { phone.send("dismiss") } }
    controller.onRate = { [unowned self] rate in self.platform.setTimeRate(rate) }
  }

  func focusAll() {
    for phone in phones { phone.send("focus") }
  }

  /// The size the window opens at for the phones side by side: their screens, turned,
  /// at the scale that fits them.
  static func initialSize(flags: AppFlags, compared: [ComparedScreen]) -> CGSize {
    let places = compared.map { CompareScene.place(of: $0.device, orientation: flags.orientation) }
    return CompareScene.layout(places, scale: CompareScene.scale(for: places)).size
  }

  /// How the window's title and the plot name the phones: by their screens, and with
  /// their devices when those differ (`todo on iphone-14`).
  nonisolated static func names(of compared: [ComparedScreen]) -> [String] {
    let oneDevice = Set(compared.map(\.device.name)).count <= 1
    return compared.map { oneDevice ? $0.screen : "\($0.screen) on \($0.device.name)" }
  }

  /// A plot's names, and its y axis the tallest screen's height, so that every phone's
  /// keyboard top is on it.
  private static func label(
    _ plot: CompareTimelinePlotView, compared: [ComparedScreen], orientation: UIInterfaceOrientation
  ) {
    plot.names = names(of: compared)
    plot.keyOnce = Set(compared.map(\.device.name)).count > 1
    plot.phoneHeight = compared.map { $0.device.oriented(orientation).size.height }.max() ?? plot.phoneHeight
  }

  /// One iteration: every phone's frame at the lab's time, the typing phone, the plot;
  /// nil to go on, or the exit code of a one-shot run (`--screenshot`, `--plot`).
  func tick() -> Int32? {
    ticks += 1
    let time = runtime.now
    for phone in phones { phone.requestFrame(at: time) }
    for phone in phones { phone.collect() }
    for (index, phone) in phones.enumerated() {
      if phone.isFocused && !wasFocused[index] { scene.typingPhone = index }
      wasFocused[index] = phone.isFocused
    }
    if let typing = scene.typingPhone, !phones[typing].isFocused {
      scene.typingPhone = phones.indices.last { phones[$0].isFocused }
    }
    let wasRecording = timeline.isRecording
    timeline.frameDidEnd(at: time, phones: phones)
    if wasRecording || timeline.isRecording { runtime.activate { controller.plotView.setNeedsDisplay() } }
    runtime.setNeedsFrame()
    return oneShot()
  }

  /// `--screenshot PATH` / `--plot PATH`: every phone focused at once, the frames run until
  /// the keyboards have come up and rested, the window (and the plot) written.
  private func oneShot() -> Int32? {
    guard flags.screenshotPath != nil || flags.plotPath != nil else { return nil }
    if ticks == 2 { focusAll() }
    guard ticks > 2, !timeline.isRecording, !timeline.series.allSatisfy(\.isEmpty) else {
      return ticks > 3000 ? 1 : nil
    }
    do {
      if let path = flags.screenshotPath { try platform.saveWindowScreenshot(to: path) }
      if let path = flags.plotPath { try savePlot(to: path) }
      return 0
    } catch {
      FileHandle.standardError.write(Data("keyboard-lab: --compare: \(error)\n".utf8))
      return 1
    }
  }

  /// The phones' timelines drawn into a view of their own and written as a PNG.
  private func savePlot(to path: String) throws {
    let view = runtime.activate { CompareTimelinePlotView(frame: CGRect(x: 0, y: 0, width: 720, height: 360)) }
    view.compare = timeline
    Self.label(
      view, compared: phones.map { ComparedScreen(screen: $0.screen, device: $0.device) },
      orientation: flags.orientation
    )
    try platform.savePNG(of: view, to: path)
  }
}
