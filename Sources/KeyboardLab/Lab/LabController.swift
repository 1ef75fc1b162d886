import Foundation
import UIKit

/// The lab around the phone: the panel's window and controller, and what a change of
/// the lab's state does to the phone — another screen, phone, orientation, keyboard
/// mode, or clock speed. The panel shows the phone's actual state after each change
/// and each frame, so a change the phone refuses (a screen that does not turn) or one
/// made elsewhere (a script, Ctrl-R) shows as it is.
@MainActor
public final class LabController {
  public let phone: UIWindow
  public let switcher: ScreenSwitcherViewController
  public let panelWindow: UIWindow
  public let panel: LabPanelViewController
  public let log: LabNotificationLog
  public let timeline: LabTimeline
  public let inspector: LabInspector
  /// The desktop: the frame clock, the clipboard, PNGs.
  public let host: any LabHost
  public var plotPath = "keyboard-lab-plot.png"
  private var shownLogCount = 0
  public private(set) var timeRate: Double = 1
  public private(set) var isPaused = false

  public init(phone: UIWindow, switcher: ScreenSwitcherViewController, host: any LabHost) {
    self.phone = phone
    self.switcher = switcher
    self.host = host
    let runtime = phone.runtime
    let panelScreen = UIScreen(
      device: DeviceProfile(
        name: "lab-panel", size: CGSize(width: LabScene.panelWidth, height: LabScene.minimumHeight), scale: 1,
        safeAreaInsets: .zero, keyboardHeight: 0))
    panelWindow = runtime.activate { UIWindow(screen: panelScreen) }
    panel = LabPanelViewController(screens: switcher.screens, state: LabState.placeholder)
    let log = LabNotificationLog(phone: phone)
    self.log = log
    timeline = LabTimeline(phone: phone, log: log)
    let inspector = LabInspector(phone: phone)
    self.inspector = inspector
    timeline.trackedView = { [weak inspector] in inspector?.selected }
    runtime.activate {
      panelWindow.rootViewController = panel
      // On screen beside the phone, which stays the key window: keys and text are the
      // phone's.
      panelWindow.makeKeyAndVisible()
      phone.makeKey()
    }
    panel.onChange = { [unowned self] change in
      var next = self.state
      change(&next)
      self.apply(next)
    }
    panel.onStep = { [unowned self] in self.host.stepFrame() }
    panel.onCopyLog = { [unowned self] in self.host.copyText(self.log.text) }
    panel.onSavePlot = { [unowned self] in
      do {
        try self.savePlot(to: self.plotPath)
        FileHandle.standardError.write(Data("keyboard-lab: plot written to \(self.plotPath)\n".utf8))
      } catch {
        FileHandle.standardError.write(Data("keyboard-lab: plot \(self.plotPath): \(error)\n".utf8))
      }
    }
    panel.onInspect = { [unowned self] in self.inspector.isInspecting.toggle() }
    panel.plotView.timeline = timeline
    refresh()
  }

  /// Writes the plot as a PNG (Save plot writes `plotPath`, `--plot` its path).
  public func savePlot(to path: String) throws {
    try host.savePNG(of: plotView(), to: path)
  }

  /// The timeline drawn into a view of its own, `size` large (the PNG that Save plot and
  /// `--plot` write).
  public func plotView(size: CGSize = CGSize(width: 720, height: 360)) -> LabTimelinePlotView {
    phone.runtime.activate {
      let view = LabTimelinePlotView(frame: CGRect(origin: .zero, size: size))
      view.timeline = timeline
      view.phoneHeight = phone.bounds.height
      return view
    }
  }

  /// After each frame: the timeline's sample, the log's new lines, the plot, the controls.
  public func frameDidEnd() {
    log.flushEnd()
    timeline.frameDidEnd()
    phone.runtime.activate {
      panel.showInspector(inspector.report(), inspecting: inspector.isInspecting)
      if log.appendedCount != shownLogCount {
        shownLogCount = log.appendedCount
        panel.showLog(log.entries)
      }
      if timeline.isRecording || panel.plotView.phoneHeight != phone.bounds.height {
        panel.plotView.phoneHeight = phone.bounds.height
        panel.plotView.setNeedsDisplay()
      }
    }
    refresh()
  }

  /// The panel goes with the lab: its window leaves the screen (it would stay registered
  /// in the runtime, its controls pointing at a lab that is gone).
  isolated deinit {
    panelWindow.resignKeyAndHide()
  }

  /// The phone's state as it is now, and the clock's.
  public var state: LabState {
    let keyboard = phone.keyboardController
    return LabState(
      screen: switcher.currentScreen.name, device: phone.screen.device,
      orientation: phone.screen.interfaceOrientation, hardwareKeyboard: keyboard.isHardwareKeyboardAttached,
      predictiveBar: keyboard.isPredictiveBarEnabled, keyboardPlacement: keyboard.placement,
      windowArrangement: phone.screen.appWindowArrangement,
      language: keyboard.keyboardView.language, timeRate: timeRate, isPaused: isPaused)
  }

  /// Makes the phone and the clock take `target`, as far as they do.
  public func apply(_ target: LabState) {
    let current = state
    phone.runtime.activate {
      if target.screen != current.screen { switcher.show(named: target.screen) }
      if target.device != current.device { phone.screen.device = target.device }
      if target.orientation != current.orientation { phone.screen.rotate(to: target.orientation) }
      let keyboard = phone.keyboardController
      if target.hardwareKeyboard != current.hardwareKeyboard {
        keyboard.isHardwareKeyboardAttached = target.hardwareKeyboard
      }
      if target.predictiveBar != current.predictiveBar { keyboard.isPredictiveBarEnabled = target.predictiveBar }
      // A phone's keyboard is docked: a phone chosen docks it.
      let placement = target.device.isPad ? target.keyboardPlacement : .docked
      if placement != current.keyboardPlacement { keyboard.placement = placement }
      let arrangement = target.device.isPad ? target.windowArrangement : .fullScreen
      if arrangement != current.windowArrangement { phone.screen.arrangeAppWindow(arrangement) }
      if target.language != current.language { keyboard.keyboardView.language = target.language }
    }
    if target.timeRate != timeRate {
      timeRate = target.timeRate
      host.setTimeRate(timeRate)
    }
    if target.isPaused != isPaused {
      isPaused = target.isPaused
      host.setPaused(isPaused)
    }
    refresh()
  }

  /// Puts the phone's state in the panel, when it changed.
  public func refresh() {
    let now = state
    if now != panel.state || !panel.isViewLoaded { phone.runtime.activate { panel.show(now) } }
  }
}

extension LabState {
  /// Until the first `refresh`.
  static let placeholder = LabState(
    screen: "", device: .iPhone14, orientation: .portrait, hardwareKeyboard: false, predictiveBar: false,
    keyboardPlacement: .docked, windowArrangement: .fullScreen, language: .english, timeRate: 1, isPaused: false)
}
