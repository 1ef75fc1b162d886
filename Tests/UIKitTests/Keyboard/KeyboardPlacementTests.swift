import Foundation
import Testing
import UIKitTestSupport
import UIKitTesting

@testable import UIKit

/// The iPad keyboard's places on an 11-inch iPad Pro in portrait (834×1210, bands 24 and
/// 20; the keyboard without the bar 289 docked, so 269 lifted off the home-indicator strip;
/// the split keyboard 4 × 42 + 3 × 10 + 16 = 214; the floating one 320×254), against what
/// iPadOS posts (KeyboardController.placement's sources).
@MainActor
@Suite(.serialized)
struct KeyboardPlacementTests {
  /// Lifted a third of the screen up: 1 210 / 3 = 403 between its bottom and the screen's.
  let undocked = CGRect(x: 0, y: 1210 - 403 - 269, width: 834, height: 269)
  let split = CGRect(x: 0, y: 1210 - 403 - 214, width: 834, height: 214)
  /// Centred, 20 points above the safe area's bottom: x (834 − 320) / 2, y 1 190 − 20 − 254.
  let floating = CGRect(x: 257, y: 916, width: 320, height: 254)
  let docked = CGRect(x: 0, y: 1210 - 289, width: 834, height: 289)

  private func shown(_ placement: KeyboardPlacement = .docked) -> (PadKeyboardScreen, ScreenTester) {
    let screen = PadKeyboardScreen()
    let tester = ScreenTester(screen, device: .iPadPro11)
    tester.keyboard.placement = placement
    return (screen, tester)
  }

  @Test("Docked: the show is iOS's four notifications, the keyboard at the bottom")
  func dockedShow() throws {
    let (screen, tester) = shown()
    defer { tester.tearDown() }
    let log = tester.recordKeyboardNotifications()
    try tester.tap(screen.field)
    try tester.settle()
    #expect(log.shortNames == ["WillChangeFrame", "WillShow", "DidShow", "DidChangeFrame"])
    #expect(log.entries.allSatisfy { $0.endFrame == docked })
    #expect(tester.keyboardFrameOnScreen == docked)
    #expect(tester.frame(of: screen.bar).maxY == docked.minY)
  }

  @Test(
    "Lifted, the keyboard comes up and goes with the change-frame pair alone",
    arguments: [KeyboardPlacement.undocked, .split, .floating])
  func liftedShowAndHide(placement: KeyboardPlacement) throws {
    let (screen, tester) = shown(placement)
    defer { tester.tearDown() }
    let frame = [KeyboardPlacement.undocked: undocked, .split: split, .floating: floating][placement]!
    let log = tester.recordKeyboardNotifications()
    try tester.tap(screen.field)
    try tester.settle()
    #expect(log.shortNames == ["WillChangeFrame", "DidChangeFrame"])
    #expect(log.entries.allSatisfy { $0.endFrame == frame })
    // It rises from below the screen, where it leaves for.
    #expect(log.entries.first?.beginFrame == CGRect(x: frame.minX, y: 1210, width: frame.width, height: frame.height))
    #expect(tester.keyboardFrameOnScreen == frame)
    #expect(tester.keyboard.isKeyboardVisible)
    // The guide that does not follow counts the keyboard as dismissed: the safe area's bottom.
    #expect(tester.frame(of: screen.bar).maxY == 1190)
    // The one that follows is the keyboard's frame.
    #expect(tester.frame(of: screen.box) == frame)
    let hide = tester.recordKeyboardNotifications()
    screen.field.resignFirstResponder()
    try tester.settle()
    #expect(hide.shortNames == ["WillChangeFrame", "DidChangeFrame"])
    #expect(
      hide.entries.allSatisfy {
        $0.endFrame == CGRect(x: frame.minX, y: 1210, width: frame.width, height: frame.height)
      })
    #expect(!tester.keyboard.isOnScreen)
    #expect(tester.frame(of: screen.bar).maxY == 1190)
    // Off screen, "the guide is at the bottom of the window and has a height equal to the
    // bottom of the current safeAreaInsets" (Apple, "Adjusting your layout with keyboard
    // layout guide").
    #expect(tester.frame(of: screen.box) == CGRect(x: 0, y: 1190, width: 834, height: 20))
  }

  @Test("Docked to undocked while up: will-hide, though the keyboard stays; back to docked: will-show")
  func undockAndDock() throws {
    let (screen, tester) = shown()
    defer { tester.tearDown() }
    try tester.tap(screen.field)
    try tester.settle()
    let undock = tester.recordKeyboardNotifications()
    tester.keyboard.placement = .undocked
    try tester.settle()
    #expect(undock.shortNames == ["WillChangeFrame", "WillHide", "DidHide", "DidChangeFrame"])
    #expect(undock.entries.allSatisfy { $0.beginFrame == docked && $0.endFrame == undocked })
    #expect(tester.keyboard.isKeyboardVisible && tester.keyboardFrameOnScreen == undocked)
    #expect(tester.frame(of: screen.bar).maxY == 1190)
    let dock = tester.recordKeyboardNotifications()
    tester.keyboard.placement = .docked
    try tester.settle()
    #expect(dock.shortNames == ["WillChangeFrame", "WillShow", "DidShow", "DidChangeFrame"])
    #expect(dock.entries.allSatisfy { $0.beginFrame == undocked && $0.endFrame == docked })
    #expect(tester.frame(of: screen.bar).maxY == docked.minY)
  }

  @Test("Between the lifted places only the change-frame pair: undocked, split, floating, undocked")
  func betweenLiftedPlaces() throws {
    let (screen, tester) = shown(.undocked)
    defer { tester.tearDown() }
    try tester.tap(screen.field)
    try tester.settle()
    for (placement, frame) in [(KeyboardPlacement.split, split), (.floating, floating), (.undocked, undocked)] {
      let log = tester.recordKeyboardNotifications()
      tester.keyboard.placement = placement
      try tester.settle()
      #expect(log.shortNames == ["WillChangeFrame", "DidChangeFrame"], "\(placement)")
      #expect(log.entries.allSatisfy { $0.endFrame == frame }, "\(placement)")
      #expect(tester.frame(of: screen.box) == frame, "\(placement)")
    }
  }

  @Test("The following guide is the keyboard's frame on every frame of the move")
  func followingGuideFrameByFrame() throws {
    let (screen, tester) = shown(.split)
    defer { tester.tearDown() }
    try tester.tap(screen.field)
    var frames = 0
    while tester.keyboard.isAnimating || frames == 0 {
      tester.pump()
      frames += 1
      let drawn = tester.keyboard.keyboardPresentationFrame
      let box = screen.box.presentationFrame
      // What is on screen of it: a keyboard still below the screen covers nothing.
      let expected = drawn.intersection(CGRect(x: 0, y: 0, width: 834, height: 1210))
      #expect(abs(box.minY - (expected.isNull ? 1210 : expected.minY)) < 0.01, "frame \(frames)")
      if !expected.isNull { #expect(abs(box.height - expected.height) < 0.01, "frame \(frames)") }
      // The bar stays on the safe area's bottom all the while.
      #expect(screen.bar.presentationFrame.maxY == 1190, "frame \(frames)")
    }
    #expect(frames >= 14)
  }

  @Test("Onto and off the bottom edge, the bar on the guide that does not follow moves in step with the keyboard")
  func edgeCrossingGuideFrameByFrame() throws {
    let (screen, tester) = shown(.undocked)
    defer { tester.tearDown() }
    try tester.tap(screen.field)
    try tester.settle()
    // Docking, the keyboard comes down from 538 to 921; the bar rises from the safe area's
    // bottom (1 190) to the keyboard's top as far along, never to the lifted keyboard's top.
    tester.keyboard.placement = .docked
    for frame in 1...15 {
      tester.pump()
      let progress = (tester.keyboard.keyboardPresentationFrame.minY - 538) / (921 - 538)
      #expect(abs(screen.bar.presentationFrame.maxY - (1190 - 269 * progress)) < 0.01, "frame \(frame)")
    }
    #expect(screen.bar.presentationFrame.maxY == 921)
    // Undocking, it goes back up; the bar goes down to the safe area's bottom as far along.
    tester.keyboard.placement = .undocked
    for frame in 1...15 {
      tester.pump()
      let progress = (921 - tester.keyboard.keyboardPresentationFrame.minY) / (921 - 538)
      #expect(abs(screen.bar.presentationFrame.maxY - (921 + 269 * progress)) < 0.01, "frame \(frame)")
    }
    #expect(screen.bar.presentationFrame.maxY == 1190)
  }

  @Test("The split keyboard takes touches on its halves only; between them the app's view is hit")
  func splitHalvesHitTesting() throws {
    let (screen, tester) = shown(.split)
    defer { tester.tearDown() }
    try tester.tap(screen.field)
    try tester.settle()
    let middle = CGPoint(x: 417, y: split.midY)
    #expect(tester.window.hitTest(middle, with: nil) === screen.box)
    let left = CGPoint(x: 100, y: split.midY)
    #expect(tester.window.hitTest(left, with: nil) === tester.keyboard.keyboardView)
  }

  @Test("The split halves' invisible keys: past the T types Y, before the Y types T")
  func phantomKeys() throws {
    let (screen, tester) = shown(.split)
    defer { tester.tearDown() }
    try tester.tap(screen.field)
    try tester.settle()
    let t = try #require(tester.keyboard.keyRect(for: "t"))
    let y = try #require(tester.keyboard.keyRect(for: "y"))
    // The halves are a third of the width each: t ends in the left third, y starts in the right.
    #expect(t.maxX < 278 && y.minX > 834 - 278)
    tester.tap(at: CGPoint(x: t.maxX + 10 + t.width / 2, y: t.midY))
    tester.tap(at: CGPoint(x: y.minX - 10 - y.width / 2, y: y.midY))
    #expect(screen.field.text == "Yt")
  }

  @Test("An iPad has no number pad: the full keyboard comes up on its numbers, the letters' height")
  func noPadsOnIPad() throws {
    let (screen, tester) = shown()
    defer { tester.tearDown() }
    try tester.tap(screen.pad)
    try tester.settle()
    #expect(tester.keyboardFrameOnScreen == docked)
    let keys = tester.keyboard.keyboardView.visibleKeys
    #expect(keys.contains("1") && keys.contains(.returnKey) && keys.contains(.dismiss) && keys.contains(.space))
    #expect(tester.keyboard.keyboardView.pane == .numbers)
  }

  @Test("Tracked constraints: the floating keyboard near the bottom, then dragged near the top and the leading edge")
  func trackedConstraints() throws {
    let (screen, tester) = shown(.floating)
    defer { tester.tearDown() }
    let guide = screen.follower.keyboardLayoutGuide
    let nearBottom = screen.box.heightAnchor.constraint(greaterThanOrEqualToConstant: 1)
    let nearTopLeading = screen.box.widthAnchor.constraint(greaterThanOrEqualToConstant: 1)
    let awayFromBottom = screen.box.widthAnchor.constraint(lessThanOrEqualToConstant: 10_000)
    guide.setConstraints([nearBottom], activeWhenNearEdge: .bottom)
    guide.setConstraints([nearTopLeading], activeWhenNearEdge: [.top, .leading])
    guide.setConstraints([awayFromBottom], activeWhenAwayFrom: .bottom)
    #expect(guide.constraints(activeWhenNearEdge: .bottom) == [nearBottom])
    try tester.tap(screen.field)
    try tester.settle()
    // 1 210 − 916 − 254 = 40 points above the bottom: near it.
    #expect(nearBottom.isActive && !nearTopLeading.isActive && !awayFromBottom.isActive)
    tester.keyboard.floatingOrigin = CGPoint(x: 10, y: 30)
    tester.keyboard.placement = .undocked
    tester.keyboard.placement = .floating
    try tester.settle()
    #expect(!nearBottom.isActive && nearTopLeading.isActive && awayFromBottom.isActive)
    guide.setConstraints(nil, activeWhenNearEdge: [.top, .leading])
    #expect(!nearTopLeading.isActive && guide.constraints(activeWhenNearEdge: [.top, .leading]).isEmpty)
  }

  @Test("Without followsUndockedKeyboard nothing is tracked")
  func trackingNeedsFollowing() throws {
    let (screen, tester) = shown(.floating)
    defer { tester.tearDown() }
    let near = screen.bar.heightAnchor.constraint(greaterThanOrEqualToConstant: 1)
    screen.view.keyboardLayoutGuide.setConstraints([near], activeWhenNearEdge: .bottom)
    try tester.tap(screen.field)
    try tester.settle()
    #expect(!near.isActive)
  }

  @Test("Holding the dismiss key opens its menu; sliding onto Floating and lifting floats the keyboard")
  func dismissKeyMenu() throws {
    let (screen, tester) = shown()
    defer { tester.tearDown() }
    try tester.tap(screen.field)
    try tester.settle()
    let key = try tester.center(of: .dismiss)
    tester.touchDown(at: key)
    tester.pump(for: 0.4)
    #expect(tester.keyboard.keyboardView.placementMenu == nil)
    tester.pump(for: 0.2)
    let menu = try #require(tester.keyboard.keyboardView.placementMenu)
    // The 11-inch iPad Pro has no split keyboard.
    #expect(menu.items.map(\.title) == ["Undock", "Floating"])
    let floating = try #require(menu.items.last).frame
    let origin = tester.keyboard.keyboardView.convert(CGPoint(x: floating.midX, y: floating.midY), to: nil)
    let log = tester.recordKeyboardNotifications()
    tester.moveTouch(to: origin)
    tester.liftTouch(at: origin)
    try tester.settle()
    #expect(tester.keyboard.placement == .floating)
    #expect(tester.keyboard.keyboardView.placementMenu == nil)
    #expect(screen.field.isFirstResponder)
    #expect(log.shortNames == ["WillChangeFrame", "WillHide", "DidHide", "DidChangeFrame"])
    #expect(tester.keyboardFrameOnScreen == self.floating)
  }

  @Test("A split keyboard's menu docks and merges, merges, or floats; an iPad mini offers Split")
  func menuItems() {
    let key = CGRect(x: 700, y: 200, width: 60, height: 50)
    #expect(
      KeyboardPlacementMenu(placement: .split, hasSplit: true, above: key).items.map(\.title) == [
        "Dock and Merge", "Merge", "Floating",
      ])
    #expect(
      KeyboardPlacementMenu(placement: .docked, hasSplit: true, above: key).items.map(\.placement) == [
        .undocked, .split, .floating,
      ])
    #expect(
      KeyboardPlacementMenu(placement: .undocked, hasSplit: false, above: key).items.map(\.title) == [
        "Dock", "Floating",
      ])
    // Three items of 44 points, 6 above the key, the right edges aligned.
    let menu = KeyboardPlacementMenu(placement: .docked, hasSplit: true, above: key)
    #expect(menu.frame == CGRect(x: 760 - 170, y: 200 - 6 - 132, width: 170, height: 132))
  }

  @Test("A short tap on the dismiss key still dismisses")
  func dismissTap() throws {
    let (screen, tester) = shown()
    defer { tester.tearDown() }
    try tester.tap(screen.field)
    try tester.settle()
    try tester.tapKey(.dismiss)
    try tester.settle()
    #expect(!screen.field.isFirstResponder && !tester.keyboard.isOnScreen)
  }
}
