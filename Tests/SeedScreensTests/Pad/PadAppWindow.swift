import Foundation
import Testing
import UIKit

/// The app's window on an iPad's screen in portrait, in screen coordinates, with the
/// safe-area bands under it, worked out by hand from the rules `AppWindowArrangement`
/// cites (Split View's 10-point divider; its narrow share 320 points on a screen less than
/// 1 024 wide, 375 otherwise; half what the divider leaves, rounded down; Slide Over 320
/// wide, 375 on the 13-inch iPads, 40 points shorter than the screen, 10 in from its right
/// edge; a Stage Manager window centred). A window keeps the bands of the screen it lies
/// over: the status bar's 24 at the top, the home indicator's 20 at the bottom.
struct PadAppWindow: Sendable, CustomTestStringConvertible {
  let device: DeviceProfile
  let arrangement: AppWindowArrangement
  let frame: CGRect
  let topBand: CGFloat
  let bottomBand: CGFloat

  var testDescription: String { "\(device.name) \(arrangement.name)" }

  var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

  /// The safe area's bottom in the window's coordinates.
  var safeBottom: CGFloat { frame.height - bottomBand }

  /// `rect`, in screen coordinates, in the window's.
  func inWindow(_ rect: CGRect) -> CGRect { rect.offsetBy(dx: -frame.minX, dy: -frame.minY) }

  /// A keyboard layout guide of a view that fills the window, in the window's coordinates.
  /// Off screen "the guide's top matches the view's safeAreaLayoutGuide bottom" (Apple,
  /// `usesBottomSafeArea`), and so it is for a lifted keyboard unless the guide follows it
  /// ("By default, when the keyboard undocks, the guide behaves the same as when you
  /// dismiss the keyboard", Apple, "Adjusting your layout with keyboard layout guide").
  /// Docked, it runs from the keyboard's top, never below the safe area's bottom, to the
  /// view's bottom; a guide that follows a lifted keyboard is "the area of its owning view
  /// covered by the keyboard" (useyourloaf, "Keyboard Layout Guide"), and one that covers
  /// none of it has no height, at the view's bottom.
  func guide(_ keyboard: PadKeyboardState, follows: Bool) -> CGRect {
    switch keyboard {
    case .hidden:
      return CGRect(x: 0, y: safeBottom, width: frame.width, height: frame.height - safeBottom)
    case .docked(let keys):
      let top = min(inWindow(keys).minY, safeBottom)
      return CGRect(x: 0, y: top, width: frame.width, height: frame.height - top)
    case .lifted(let keys):
      guard follows else { return guide(.hidden, follows: false) }
      let covered = inWindow(keys).intersection(bounds)
      guard !covered.isNull, covered.height > 0, covered.width > 0 else {
        return CGRect(x: inWindow(keys).minX, y: frame.height, width: keys.width, height: 0)
      }
      return covered
    }
  }

  static func of(_ device: DeviceProfile, _ arrangement: AppWindowArrangement) -> PadAppWindow {
    guard let window = all.first(where: { $0.device == device && $0.arrangement == arrangement }) else {
      fatalError("no window for \(device.name) \(arrangement.name)")
    }
    return window
  }

  /// The Stage Manager window the tests open: shorter than every iPad's screen, so it ends
  /// above the docked keyboard's bottom and the keyboard covers only its lower part.
  static let stageManagerSize = CGSize(width: 700, height: 900)

  /// The arrangements, each once.
  static let arrangements: [AppWindowArrangement] = [
    .fullScreen, .splitView(.half), .splitView(.third), .splitView(.twoThirds), .slideOver,
    .stageManager(stageManagerSize),
  ]

  /// The two iPads the window tests run on: the 11-inch Pro is less than 1 024 points wide,
  /// the 13-inch Pro more, so between them every width rule is taken.
  static let devices: [DeviceProfile] = [.iPadPro11, .iPadPro13]

  static let all: [PadAppWindow] = [
    // 834×1 210.
    PadAppWindow(
      device: .iPadPro11, arrangement: .fullScreen, frame: CGRect(x: 0, y: 0, width: 834, height: 1210), topBand: 24,
      bottomBand: 20),
    // (834 − 10) / 2 = 412.
    PadAppWindow(
      device: .iPadPro11, arrangement: .splitView(.half), frame: CGRect(x: 0, y: 0, width: 412, height: 1210),
      topBand: 24, bottomBand: 20),
    PadAppWindow(
      device: .iPadPro11, arrangement: .splitView(.third), frame: CGRect(x: 0, y: 0, width: 320, height: 1210),
      topBand: 24, bottomBand: 20),
    // 834 − 10 − 320 = 504.
    PadAppWindow(
      device: .iPadPro11, arrangement: .splitView(.twoThirds), frame: CGRect(x: 0, y: 0, width: 504, height: 1210),
      topBand: 24, bottomBand: 20),
    // 834 − 10 − 320 = 504 across, 20 down, 1 170 high: 4 points of the status bar, and
    // its bottom (1 190) is the home band's top.
    PadAppWindow(
      device: .iPadPro11, arrangement: .slideOver, frame: CGRect(x: 504, y: 20, width: 320, height: 1170), topBand: 4,
      bottomBand: 0),
    // (834 − 700) / 2 = 67, (1 210 − 900) / 2 = 155: clear of both bands.
    PadAppWindow(
      device: .iPadPro11, arrangement: .stageManager(stageManagerSize),
      frame: CGRect(x: 67, y: 155, width: 700, height: 900), topBand: 0, bottomBand: 0),
    // 1 032×1 376.
    PadAppWindow(
      device: .iPadPro13, arrangement: .fullScreen, frame: CGRect(x: 0, y: 0, width: 1032, height: 1376), topBand: 24,
      bottomBand: 20),
    // (1 032 − 10) / 2 = 511.
    PadAppWindow(
      device: .iPadPro13, arrangement: .splitView(.half), frame: CGRect(x: 0, y: 0, width: 511, height: 1376),
      topBand: 24, bottomBand: 20),
    PadAppWindow(
      device: .iPadPro13, arrangement: .splitView(.third), frame: CGRect(x: 0, y: 0, width: 375, height: 1376),
      topBand: 24, bottomBand: 20),
    // 1 032 − 10 − 375 = 647.
    PadAppWindow(
      device: .iPadPro13, arrangement: .splitView(.twoThirds), frame: CGRect(x: 0, y: 0, width: 647, height: 1376),
      topBand: 24, bottomBand: 20),
    // 1 032 − 10 − 375 = 647 across, 1 336 high.
    PadAppWindow(
      device: .iPadPro13, arrangement: .slideOver, frame: CGRect(x: 647, y: 20, width: 375, height: 1336), topBand: 4,
      bottomBand: 0),
    // (1 032 − 700) / 2 = 166, (1 376 − 900) / 2 = 238.
    PadAppWindow(
      device: .iPadPro13, arrangement: .stageManager(stageManagerSize),
      frame: CGRect(x: 166, y: 238, width: 700, height: 900), topBand: 0, bottomBand: 0),
  ]

  /// The whole screen, for the iPads the window tests do not cover.
  static func fullScreen(_ device: DeviceProfile) -> PadAppWindow {
    PadAppWindow(
      device: device, arrangement: .fullScreen, frame: CGRect(origin: .zero, size: device.size), topBand: 24,
      bottomBand: 20)
  }
}
