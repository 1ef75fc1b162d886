import Foundation
@_spi(Lab) import KeyboardAudit
import UIKit

/// The running app: the window with the screen switcher, and what the flags ask for
/// (a one-shot screenshot, a script, a frame benchmark), driven one frame-loop
/// iteration at a time by the platform through `tick()`.
///
/// It knows nothing of SDL: the platform is handed in as an `AppPlatform`.
@MainActor
public final class AppSession {
  /// A session that cannot start (unreadable or bad script): message and exit code.
  public struct StartError: Error, CustomStringConvertible {
    public let description: String
    public let exitCode: Int32
  }

  public let flags: AppFlags
  public let runtime: UIKitRuntime
  public let window: UIWindow
  public let switcher: ScreenSwitcherViewController
  /// The lab around the phone; nil with `--phone-only`.
  public private(set) var lab: LabController?
  private let platform: any AppPlatform
  private var script: ScriptRunner?
  private var ticks = 0

  /// Builds the UI in `runtime` (the current one by default). Call after the platform
  /// installed the text measurer.
  public init(flags: AppFlags, platform: any AppPlatform, runtime: UIKitRuntime = .current) throws(StartError) {
    self.flags = flags
    self.platform = platform
    self.runtime = runtime
    runtime.mainScreen.device = flags.device
    if flags.orientation != runtime.mainScreen.interfaceOrientation {
      runtime.activate { runtime.mainScreen.rotate(to: flags.orientation) }
    }
    runtime.activate { runtime.mainScreen.arrangeAppWindow(flags.windowArrangement) }
    window = runtime.activate { UIWindow(screen: runtime.mainScreen) }
    switcher = ScreenSwitcherViewController(
      initial: flags.screen, showsSwitcher: flags.phoneOnly && flags.phoneHostPath == nil)
    runtime.activate {
      window.keyboardController.isHardwareKeyboardAttached = flags.hardwareKeyboard
      window.keyboardController.keyboardView.language = flags.keyboardLanguage
      window.keyboardController.isPredictiveBarEnabled = flags.predictiveBar
      window.keyboardController.placement = flags.keyboardPlacement
      window.rootViewController = switcher
      window.makeKeyAndVisible()
    }
    if flags.mode == .lab { lab = LabController(phone: window, switcher: switcher, host: platform) }
    if let path = flags.scriptPath {
      do {
        let parsed = try Script.loadCheckingOutputs(path: path)
        script = ScriptRunner(
          script: parsed, window: window, switcher: switcher, platform: platform, lab: lab)
      } catch {
        throw StartError(description: "script \(error.description)", exitCode: 2)
      }
    }
    switcher.onScreenChange = { [platform] screen in platform.setTitle(Self.title(for: screen)) }
    platform.setTitle(Self.title(for: switcher.currentScreen))
    if flags.focus { runtime.activate { switcher.focusFirstTextInput() } }
  }

  /// "KeyboardLab — todo".
  public static func title(for screen: AppScreen) -> String {
    "KeyboardLab — \(screen.name)"
  }

  /// One frame-loop iteration (called after the frame was drawn); nil to keep running,
  /// or the process's exit code.
  public func tick() -> Int32? {
    runtime.activate { tickInRuntime() }
  }

  private func tickInRuntime() -> Int32? {
    ticks += 1
    lab?.frameDidEnd()
    if let path = flags.screenshotPath { return takeScreenshot(path) }
    if let path = flags.plotPath { return plot(path) }
    if let frames = flags.benchFrames { return benchmark(frames: frames) }
    if let script {
      switch script.tick() {
      case .running: return nil
      case .exit(let code): return code
      // Headless there is nothing more to see; a window stays open for the user.
      case .finished: return flags.isHeadless ? 0 : nil
      }
    }
    return nil
  }

  /// `--plot PATH`: the first field focused at the first tick, then frames until the
  /// timeline has recorded the slide and everything rests; the plot written; exit.
  private func plot(_ path: String) -> Int32? {
    guard let lab else { return 2 }
    if ticks == 1 {
      guard switcher.focusFirstTextInput() else {
        FileHandle.standardError.write(Data("keyboard-lab: --plot: the screen has no text field to focus\n".utf8))
        return 1
      }
      return nil
    }
    if lab.timeline.isRecording || lab.timeline.samples.isEmpty {
      return ticks > 2000 ? 1 : nil
    }
    do {
      try lab.savePlot(to: path)
      return 0
    } catch {
      FileHandle.standardError.write(Data("keyboard-lab: plot \(path): \(error)\n".utf8))
      return 1
    }
  }

  private func takeScreenshot(_ path: String) -> Int32 {
    runtime.settle()
    do {
      try platform.savePhoneScreenshot(to: path)
      return 0
    } catch {
      FileHandle.standardError.write(Data("keyboard-lab: screenshot \(path): \(error)\n".utf8))
      return 1
    }
  }

  /// `--bench-frames N`: N frames, each a display-link tick (animations, layout) and a
  /// full draw, while the keyboard slides up and down on the todo screen (focus, then
  /// resign, whenever the previous slide has ended). Prints one JSON object.
  private func benchmark(frames: Int) -> Int32 {
    guard flags.usesSteppedFrames else { return 1 }
    var times: [Double] = []
    var cpuTimes: [Double] = []
    times.reserveCapacity(frames)
    cpuTimes.reserveCapacity(frames)
    func threadCPU() -> Double {
      var time = timespec()
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
      return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
    }
    while times.count < frames {
      if !runtime.isAnimating {
        if let responder = switcher.firstTextInput, responder.isFirstResponder {
          responder.resignFirstResponder()
        } else {
          switcher.focusFirstTextInput()
        }
      }
      let start = DispatchTime.now().uptimeNanoseconds
      let cpuStart = threadCPU()
      platform.drawFrame()
      cpuTimes.append(threadCPU() - cpuStart)
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    func quantile(_ q: Double, _ values: [Double] = times) -> Double {
      let sorted = values.sorted()
      return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * q + 0.5))]
    }
    let mean = times.reduce(0, +) / Double(times.count)
    func ms(_ value: Double) -> String { String(format: "%.4f", value) }
    print(
      "{\"case\": \"frame_time_keyboard_animation\", \"screen\": \"\(flags.screen)\", "
        + "\"device\": \"\(flags.device.name)\", \"scale\": \(flags.scale), \"frames\": \(times.count), "
        + "\"median_ms\": \(ms(quantile(0.5))), \"mean_ms\": \(ms(mean)), \"p95_ms\": \(ms(quantile(0.95))), "
        + "\"max_ms\": \(ms(quantile(1))), \"cpu_median_ms\": \(ms(quantile(0.5, cpuTimes))), "
        + "\"cpu_p95_ms\": \(ms(quantile(0.95, cpuTimes)))}")
    return 0
  }
}
