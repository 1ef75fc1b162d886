import Foundation
import UIKit
import UIKitTesting

/// A screen on an iPad in a tester of its own, its keyboard at a place, its window given
/// a share of the screen, the guide probe on its root view.
@MainActor
final class PadScreenUnderTest {
  let screen: PadScreen
  let tester: ScreenTester
  let probe: KeyboardGuideProbe
  private(set) var window: PadAppWindow

  init(
    _ screen: PadScreen, on device: DeviceProfile, placement: KeyboardPlacement = .docked,
    arrangement: AppWindowArrangement = .fullScreen
  ) throws {
    self.screen = screen
    tester = ScreenTester(screen.makeController(), device: device)
    tester.keyboard.placement = placement
    window = arrangement == .fullScreen ? .fullScreen(device) : .of(device, arrangement)
    guard let root = tester.window.rootViewController?.view else { fatalError("\(screen) has no root view") }
    probe = KeyboardGuideProbe(on: root)
    if arrangement != .fullScreen { tester.run { _ = tester.window.screen.arrangeAppWindow(arrangement) } }
    try tester.settle()
  }

  var input: UIView { screen.input(under: probe.root) }

  /// Gives the window another share of the screen (a move of its own, to record).
  func arrange(_ arrangement: AppWindowArrangement) {
    window = arrangement == .fullScreen ? .fullScreen(window.device) : .of(window.device, arrangement)
    tester.run { _ = tester.window.screen.arrangeAppWindow(arrangement) }
  }

  func tearDown() { tester.tearDown() }
}
