import Foundation
import Testing
import UIKit
import UIKitTesting

/// The seeds and the checkout on every iPad in full screen: with the keyboard up, it goes
/// from every place to every other (docked, undocked, split, floating), as a person moves
/// it with the dismiss key's menu. On every frame of each move: what is posted, the
/// keyboard, the two guides.
@MainActor
@Suite struct PadPlacementChangeTests {
  /// Every ordered pair of places once, from docked back to docked.
  nonisolated static let tour: [KeyboardPlacement] = [
    .docked, .undocked, .docked, .split, .docked, .floating, .undocked, .split, .undocked, .floating, .split,
    .floating, .docked,
  ]

  @Test func theTourTakesEveryChangeOfPlaceOnce() {
    let changes = zip(Self.tour, Self.tour.dropFirst()).map { "\($0)→\($1)" }
    #expect(changes.count == 12 && Set(changes).count == 12)
    #expect(!zip(Self.tour, Self.tour.dropFirst()).contains { $0 == $1 })
  }

  @Test(arguments: PadScreen.allCases, PadKeyboardPlaces.all)
  func everyChangeOfPlaceWhileTheKeyboardIsUp(screen: PadScreen, places: PadKeyboardPlaces) throws {
    let sut = try PadScreenUnderTest(screen, on: places.device)
    defer { sut.tearDown() }
    let show = try PadKeyboardMove(sut) { try sut.tester.tap(sut.input) }
    show.check(.show(places, .docked), in: sut.window, "\(screen) show")
    for (old, new) in zip(Self.tour, Self.tour.dropFirst()) {
      let move = try PadKeyboardMove(sut) { sut.tester.keyboard.placement = new }
      move.check(.change(places, from: old, to: new), in: sut.window, "\(screen) \(old) → \(new)")
    }
    let dismiss = try PadKeyboardMove(sut) { sut.tester.run { _ = sut.tester.window.endEditing(true) } }
    dismiss.check(.hide(places, .docked), in: sut.window, "\(screen) dismiss")
  }
}
