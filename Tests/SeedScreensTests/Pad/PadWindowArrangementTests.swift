import Foundation
import Testing
import UIKit
import UIKitTesting

/// The seeds and the checkout in every share of the screen an iPad gives an app (Split
/// View's half, third and two thirds, Slide Over, a Stage Manager window) on the 11-inch and
/// 13-inch Pros, with the keyboard at each of its places: the window takes its share with
/// the keyboard up and back, and the keyboard comes and goes inside it. The keyboard is the
/// screen's: its frames are posted in screen coordinates, the window's origin not the
/// screen's, while the guides are the window's.
@MainActor
@Suite struct PadWindowArrangementTests {
  nonisolated static let shares = PadAppWindow.all.filter { $0.arrangement != .fullScreen }

  @Test(arguments: shares, KeyboardPlacement.allCases)
  func theKeyboardStaysTheScreensAsTheWindowTakesItsShare(window: PadAppWindow, placement: KeyboardPlacement) throws {
    let places = PadKeyboardPlaces.of(window.device)
    let full = PadAppWindow.of(window.device, .fullScreen)
    let up = PadKeyboardState(placement, at: places.shown(placement))
    for screen in PadScreen.allCases {
      let sut = try PadScreenUnderTest(screen, on: window.device, placement: placement)
      defer { sut.tearDown() }
      let show = try PadKeyboardMove(sut) { try sut.tester.tap(sut.input) }
      show.check(.show(places, placement), in: full, "\(screen) \(placement) show")
      let resize = try PadKeyboardMove(sut) { sut.arrange(window.arrangement) }
      resize.checkResize(keyboard: up, to: window, "\(screen) \(placement) into the share")
      let dismiss = try PadKeyboardMove(sut) { sut.tester.run { _ = sut.tester.window.endEditing(true) } }
      dismiss.check(.hide(places, placement), in: window, "\(screen) \(placement) dismiss")
      let again = try PadKeyboardMove(sut) { try sut.tester.tap(sut.input) }
      again.check(.show(places, placement), in: window, "\(screen) \(placement) show in the share")
      let back = try PadKeyboardMove(sut) { sut.arrange(.fullScreen) }
      back.checkResize(keyboard: up, to: full, "\(screen) \(placement) back to the whole screen")
    }
  }
}
