import Foundation
import UIKit

/// Does a screen keep every text input visible when the keyboard comes up, on every
/// phone, in both orientations, with the software and the hardware keyboard, and is it
/// back where it was when the keyboard goes? For every text input of the screen on every
/// case (device × orientation × window × keyboard mode) the audit taps the input as a person
/// would (scrolling it into reach first), lets the animation settle, and reports what a
/// person would see wrong: `KeyboardAuditFinding.Kind` lists the kinds, and
/// docs/AUDIT.md the rules and the sequence of switches and show/hide cycles that the
/// drift check runs.
///
///     let report = KeyboardAudit.run(LabScreen("profile") { ProfileViewController() },
///                                    devices: DeviceProfile.all, measurement: .labFonts)
///     #expect(report.findings.isEmpty, "\(report)")
///
/// `measurement` is the text measurement screens are laid out with: the lab's fonts
/// (`.labFonts`, what `keyboard-lab audit` uses and its contact sheets draw) or, by
/// default, the fixed-width one, which needs no font files.
///
/// Every case runs in a `UIKitRuntime` of its own on a stepped frame clock, so the
/// result is the same on every run and machine; only `timing: true` (the command's
/// default, for `slowFrame`) reads the wall clock.
@MainActor
public enum KeyboardAudit {
  /// Which keyboard the person types on.
  public enum KeyboardMode: String, Sendable, CaseIterable {
    /// The on-screen keyboard comes up.
    case software
    /// A hardware keyboard is attached: the keys stay down and only an input accessory
    /// view comes up (and an iPad's shortcuts bar).
    case hardware
    /// iPad: the on-screen keyboard undocked, split or floating (`KeyboardPlacement`),
    /// which posts no will-show. A phone has none of these: its cases are not run.
    case undocked, split, floating

    /// Where the on-screen keyboard is.
    public var placement: KeyboardPlacement {
      switch self {
      case .software, .hardware: .docked
      case .undocked: .undocked
      case .split: .split
      case .floating: .floating
      }
    }

    /// The mode of the on-screen keyboard at `placement`: the one `placement` maps back to.
    public static func software(at placement: KeyboardPlacement) -> KeyboardMode {
      allCases.first { $0 != .hardware && $0.placement == placement } ?? .software
    }

    /// Whether the mode exists on `device` (the lifted ones on iPads only).
    public func exists(on device: DeviceProfile) -> Bool { placement.isDocked || device.isPad }
  }

  /// The orientations audited unless told otherwise: portrait, and landscape with the
  /// home indicator on the right (`landscapeRight`, the way a phone is usually turned).
  public static let defaultOrientations: [UIInterfaceOrientation] = [.portrait, .landscapeRight]

  /// The app windows `all` audits: the screen, Split View's half, third and two thirds,
  /// and Slide Over. A Stage Manager window has any size, so only one asked for by size.
  public static let allWindows: [AppWindowArrangement] = AppWindowArrangement.named

  /// Whether `window` exists on `device`: an iPad's app can have a share of the screen,
  /// a phone's window is its screen.
  public nonisolated static func window(_ window: AppWindowArrangement, existsOn device: DeviceProfile) -> Bool {
    window == .fullScreen || device.isPad
  }

  /// Audits `screen` on every `device` × `orientation` × `window` × `keyboard`. An
  /// orientation the screen's controller does not support (`supportedInterfaceOrientations`)
  /// is skipped, as iOS would not turn the screen there; the report's cases say so. A
  /// window that is not the screen, like a lifted keyboard, runs on the iPads only: a
  /// phone has no case for it.
  public static func run(
    _ screen: LabScreen, devices: [DeviceProfile] = DeviceProfile.all,
    orientations: [UIInterfaceOrientation] = defaultOrientations, windows: [AppWindowArrangement] = [.fullScreen],
    keyboards: [KeyboardMode] = [.software], timing: Bool = false, measurement: AuditMeasurement = .fixedWidth
  ) -> KeyboardAuditReport {
    run(
      [screen], devices: devices, orientations: orientations, windows: windows, keyboards: keyboards,
      timing: timing, measurement: measurement)
  }

  /// Audits each of `screens` in turn; one report holds them all.
  public static func run(
    _ screens: [LabScreen], devices: [DeviceProfile] = DeviceProfile.all,
    orientations: [UIInterfaceOrientation] = defaultOrientations, windows: [AppWindowArrangement] = [.fullScreen],
    keyboards: [KeyboardMode] = [.software], timing: Bool = false, measurement: AuditMeasurement = .fixedWidth
  ) -> KeyboardAuditReport {
    run(
      screens, devices: devices, orientations: orientations, windows: windows, keyboards: keyboards,
      timing: timing, measurement: measurement, frames: nil, drainsMainRunLoop: false)
  }

  /// The run behind both, which can hand each settled frame to `frames` (the report's
  /// contact sheets) and run what is ready on the main queue before each frame, as the
  /// lab's frame loop does. Only the command drains: a test runs inside a main-queue
  /// job, where draining would run other tests' main-actor work in the middle of a frame.
  @_spi(Lab) public static func run(
    _ screens: [LabScreen], devices: [DeviceProfile], orientations: [UIInterfaceOrientation],
    windows: [AppWindowArrangement], keyboards: [KeyboardMode], timing: Bool, measurement measurer: AuditMeasurement,
    frames: ((AuditSettledFrame) -> Void)?, drainsMainRunLoop: Bool
  ) -> KeyboardAuditReport {
    var cases: [KeyboardAuditCase] = []
    var findings: [KeyboardAuditFinding] = []
    for screen in screens {
      for device in devices {
        for orientation in orientations {
          for window in windows where Self.window(window, existsOn: device) {
            for keyboard in keyboards where keyboard.exists(on: device) {
              var run = AuditCaseRun(
                screen: screen, device: device, orientation: orientation, window: window, keyboard: keyboard,
                timing: timing, measurer: measurer, frames: frames)
              run.drainsMainRunLoop = drainsMainRunLoop
              run.run()
              cases.append(run.summary)
              findings += run.findings
            }
          }
        }
      }
    }
    return KeyboardAuditReport(cases: cases, findings: findings, textMeasurement: measurer.name)
  }

  /// How reports and the command name an orientation: `portrait`, `landscape` (the
  /// home indicator on the right), `landscape-left`, `portrait-upside-down`.
  public nonisolated static func name(of orientation: UIInterfaceOrientation) -> String {
    switch orientation {
    case .portrait: "portrait"
    case .landscapeRight: "landscape"
    case .landscapeLeft: "landscape-left"
    case .portraitUpsideDown: "portrait-upside-down"
    default: "unknown"
    }
  }

  /// How the report names a case's place, after its screen: `iphone-14 portrait software`;
  /// a window that is not the screen is named after the orientation (`ipad-pro-11 portrait
  /// slide-over software`), so a run of full-screen cases reads as it always has.
  public nonisolated static func place(
    _ device: DeviceProfile, _ orientation: UIInterfaceOrientation, _ window: AppWindowArrangement,
    _ keyboard: KeyboardMode
  ) -> String {
    let windowName = window == .fullScreen ? "" : " \(window.name)"
    return "\(device.name) \(name(of: orientation))\(windowName) \(keyboard.rawValue)"
  }
}
