import Foundation
import Testing
import UIKit
import UIKitTesting

/// The other app's field takes the keyboard while the todo seed shares the screen with it
/// (beside ours in Split View, behind ours in Slide Over or Stage Manager): the keyboard
/// comes up, moves and goes as for a field of ours, and every notification this app gets
/// says it is not ours: "The value of this key is YES for the app that caused the keyboard
/// to appear and NO for any other apps" (Apple, `keyboardIsLocalUserInfoKey`).
@MainActor
@Suite struct PadOtherAppKeyboardTests {
  nonisolated static let shares = PadAppWindow.all.filter { $0.arrangement != .fullScreen }

  @Test(arguments: shares, KeyboardPlacement.allCases)
  func everyNotificationOfTheOtherAppsKeyboardIsNotLocal(window: PadAppWindow, placement: KeyboardPlacement) throws {
    let places = PadKeyboardPlaces.of(window.device)
    let sut = try PadScreenUnderTest(.todo, on: window.device, placement: placement, arrangement: window.arrangement)
    defer { sut.tearDown() }
    var show = PadMoveExpectation.show(places, placement)
    show.isLocal = false
    try PadKeyboardMove(sut) { sut.tester.keyboard.isServingOtherApp = true }.check(show, in: window, "show")
    // A person moves the other app's keyboard to the next place, and back.
    let next = KeyboardPlacement.allCases[(KeyboardPlacement.allCases.firstIndex(of: placement)! + 1) % 4]
    for (old, new) in [(placement, next), (next, placement)] {
      var change = PadMoveExpectation.change(places, from: old, to: new)
      change.isLocal = false
      try PadKeyboardMove(sut) { sut.tester.keyboard.placement = new }.check(change, in: window, "\(old) → \(new)")
    }
    var hide = PadMoveExpectation.hide(places, placement)
    hide.isLocal = false
    try PadKeyboardMove(sut) { sut.tester.keyboard.isServingOtherApp = false }.check(hide, in: window, "dismiss")
    // Nothing of ours was typed into or edited.
    #expect(sut.tester.firstResponder == nil)
  }

  @Test(arguments: PadScreen.allCases)
  func ourOwnFieldsKeyboardIsLocalBesideTheOtherApp(screen: PadScreen) throws {
    let window = PadAppWindow.of(.iPadPro11, .splitView(.half))
    let places = PadKeyboardPlaces.of(.iPadPro11)
    let sut = try PadScreenUnderTest(screen, on: .iPadPro11, arrangement: window.arrangement)
    defer { sut.tearDown() }
    try PadKeyboardMove(sut) { try sut.tester.tap(sut.input) }.check(.show(places, .docked), in: window, "show")
    let dismiss = try PadKeyboardMove(sut) { sut.tester.run { _ = sut.tester.window.endEditing(true) } }
    dismiss.check(.hide(places, .docked), in: window, "dismiss")
  }
}
