import Foundation
import Testing
import UIKit
import UIKitTesting

/// The seeds and the checkout on every iPad in full screen, with the keyboard at each of
/// its places: a tap on the screen's first input brings the keyboard up, ending editing
/// takes it down. On every frame of both: what is posted, the keyboard, the two guides.
@MainActor
@Suite struct PadShowAndDismissTests {
  @Test(arguments: PadScreen.allCases, PadKeyboardPlaces.all)
  func aTapBringsTheKeyboardUpAtItsPlaceAndEndingEditingTakesItDown(screen: PadScreen, places: PadKeyboardPlaces)
    throws
  {
    for placement in KeyboardPlacement.allCases {
      let sut = try PadScreenUnderTest(screen, on: places.device, placement: placement)
      defer { sut.tearDown() }
      let show = try PadKeyboardMove(sut) { try sut.tester.tap(sut.input) }
      show.check(.show(places, placement), in: sut.window, "\(screen) \(placement) show")
      let dismiss = try PadKeyboardMove(sut) { sut.tester.run { _ = sut.tester.window.endEditing(true) } }
      dismiss.check(.hide(places, placement), in: sut.window, "\(screen) \(placement) dismiss")
    }
  }
}
