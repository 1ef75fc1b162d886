import Foundation
import Testing
import UIKitTestSupport
import UIKitTesting

@testable import UIKit

/// A person moving the iPad's keyboard: the dismiss key swiped, the floating keyboard's
/// grabber dragged, pinches. On the 11-inch iPad Pro in portrait (834×1210, bands 24 and
/// 20): docked 289 tall at y 921; undocked 289 − 20 = 269 tall; floating 320×254 at
/// (257, 916). What is posted: `KeyboardController+Lifting`'s sources (qiita's per-action
/// table, flutter/engine's CGRectZero while the floating keyboard is dragged).
@MainActor
@Suite(.serialized)
struct KeyboardLiftingTests {
  let docked = CGRect(x: 0, y: 921, width: 834, height: 289)
  let floating = CGRect(x: 257, y: 916, width: 320, height: 254)

  private func shown(_ placement: KeyboardPlacement = .docked, device: DeviceProfile = .iPadPro11) throws -> (
    PadKeyboardScreen, ScreenTester
  ) {
    let screen = PadKeyboardScreen()
    let tester = ScreenTester(screen, device: device)
    tester.keyboard.placement = placement
    try tester.tap(screen.field)
    try tester.settle()
    return (screen, tester)
  }

  @Test("Swiping the docked keyboard's dismiss key up undocks it under the finger; dropped high, it stays there")
  func swipeUpUndocks() throws {
    let (screen, tester) = try shown()
    defer { tester.tearDown() }
    let key = try tester.center(of: .dismiss)
    let log = tester.recordKeyboardNotifications()
    tester.touchDown(at: key)
    // Less than the swipe's 10 points: still a press of the key.
    tester.moveTouch(to: CGPoint(x: key.x, y: key.y - 6))
    #expect(log.entries.isEmpty && tester.keyboard.placement == .docked)
    tester.moveTouch(to: CGPoint(x: key.x, y: key.y - 10))
    // Undocked where it stood (its bottom on the screen's: 1 210 − 269 = 941), then 10 up.
    let standing = CGRect(x: 0, y: 941, width: 834, height: 269)
    #expect(log.shortNames == ["WillChangeFrame", "WillHide", "DidHide", "DidChangeFrame", "WillChangeFrame"])
    #expect(log.entries.prefix(4).allSatisfy { $0.beginFrame == docked && $0.endFrame == standing })
    #expect(log.entries.last?.beginFrame == standing)
    #expect(log.entries.last?.endFrame == standing.offsetBy(dx: 0, dy: -10))
    #expect(log.entries.last?.duration == 0)
    #expect(tester.keyboard.placement == .undocked)
    tester.moveTouch(to: CGPoint(x: key.x, y: key.y - 300))
    tester.pump()
    // The keyboard is under the finger at once, and the guide that follows is on it.
    let high = standing.offsetBy(dx: 0, dy: -300)
    #expect(tester.keyboardFrameOnScreen == high)
    #expect(tester.frame(of: screen.box) == high)
    let drop = tester.recordKeyboardNotifications()
    tester.liftTouch(at: CGPoint(x: key.x, y: key.y - 300))
    try tester.settle()
    #expect(drop.shortNames == ["WillChangeFrame", "DidChangeFrame"])
    #expect(drop.entries.allSatisfy { $0.endFrame == high })
    // Its place is kept: 1 210 − (641 + 269) = 300 points above the bottom.
    #expect(tester.keyboard.liftedBottomGap == 300)
    // The swipe typed nothing and dismissed nothing.
    #expect(screen.field.isFirstResponder && screen.field.text == "")
  }

  @Test("A lifted keyboard swiped back to the bottom docks: its moves, then will-change-frame and will-show")
  func swipeDownDocks() throws {
    let (_, tester) = try shown(.undocked)
    defer { tester.tearDown() }
    // A third of the screen up: 1 210 / 3 = 403 between its bottom and the screen's.
    let lifted = CGRect(x: 0, y: 1210 - 403 - 269, width: 834, height: 269)
    #expect(tester.keyboardFrameOnScreen == lifted)
    let key = try tester.center(of: .dismiss)
    let log = tester.recordKeyboardNotifications()
    // 390 down leaves 13 points, less than the 44 at which it docks.
    tester.drag(from: key, to: CGPoint(x: key.x, y: key.y + 390), steps: 3)
    try tester.settle()
    #expect(
      log.shortNames == [
        "WillChangeFrame", "WillChangeFrame", "WillChangeFrame", "WillChangeFrame", "WillShow", "DidShow",
        "DidChangeFrame",
      ])
    #expect(log.entries[2].endFrame == lifted.offsetBy(dx: 0, dy: 390))
    #expect(
      log.entries.suffix(4).allSatisfy { $0.beginFrame == lifted.offsetBy(dx: 0, dy: 390) && $0.endFrame == docked })
    #expect(tester.keyboard.placement == .docked && tester.keyboardFrameOnScreen == docked)
  }

  @Test("The undocked keyboard stops at the status bar and at the screen's bottom")
  func swipeIsKeptOnScreen() throws {
    let (_, tester) = try shown(.undocked)
    defer { tester.tearDown() }
    let key = try tester.center(of: .dismiss)
    tester.touchDown(at: key)
    tester.moveTouch(to: CGPoint(x: key.x, y: key.y - 2000))
    #expect(tester.keyboardFrameOnScreen?.minY == 24)
    tester.moveTouch(to: CGPoint(x: key.x, y: key.y + 2000))
    #expect(tester.keyboardFrameOnScreen?.maxY == 1210)
    tester.liftTouch(at: CGPoint(x: key.x, y: key.y + 2000))
    try tester.settle()
    #expect(tester.keyboard.placement == .docked)
  }

  @Test("Dragging the floating keyboard's grabber: CGRectZero on every move, its real frame when dropped")
  func floatingDrag() throws {
    let (screen, tester) = try shown(.floating)
    defer { tester.tearDown() }
    #expect(tester.keyboardFrameOnScreen == floating)
    // The grabber's strip is the keyboard's bottom 14 points.
    let grabber = CGPoint(x: floating.midX, y: floating.maxY - 7)
    let log = tester.recordKeyboardNotifications()
    tester.touchDown(at: grabber)
    for step in 1...4 {
      tester.moveTouch(to: CGPoint(x: grabber.x - CGFloat(50 * step), y: grabber.y - CGFloat(100 * step)))
      tester.pump()
      let frame = floating.offsetBy(dx: CGFloat(-50 * step), dy: CGFloat(-100 * step))
      #expect(tester.keyboardFrameOnScreen == frame, "move \(step)")
      #expect(tester.frame(of: screen.box) == frame, "move \(step)")
    }
    #expect(log.shortNames == Array(repeating: "WillChangeFrame", count: 4))
    #expect(log.entries.allSatisfy { $0.endFrame == .zero })
    #expect(log.entries.first?.beginFrame == floating)
    let drop = tester.recordKeyboardNotifications()
    tester.liftTouch(at: CGPoint(x: grabber.x - 200, y: grabber.y - 400))
    try tester.settle()
    let dropped = CGRect(x: 57, y: 516, width: 320, height: 254)
    #expect(drop.shortNames == ["WillChangeFrame", "DidChangeFrame"])
    #expect(drop.entries.allSatisfy { $0.endFrame == dropped })
    #expect(tester.keyboard.placement == .floating && tester.keyboard.floatingOrigin == dropped.origin)
    #expect(screen.field.text == "")
  }

  @Test("The floating keyboard is kept on the screen, below the status bar")
  func floatingDragIsKeptOnScreen() throws {
    let (_, tester) = try shown(.floating)
    defer { tester.tearDown() }
    let grabber = CGPoint(x: floating.midX, y: floating.maxY - 7)
    tester.drag(from: grabber, to: CGPoint(x: -500, y: -500), steps: 2)
    try tester.settle()
    #expect(tester.keyboardFrameOnScreen == CGRect(x: 0, y: 24, width: 320, height: 254))
    tester.drag(from: CGPoint(x: 160, y: 24 + 254 - 7), to: CGPoint(x: 5000, y: 5000), steps: 2)
    try tester.settle()
    #expect(tester.keyboardFrameOnScreen == CGRect(x: 834 - 320, y: 1210 - 254, width: 320, height: 254))
    // Dropped at the bottom, the floating keyboard still floats: a spread docks it.
    #expect(tester.keyboard.placement == .floating)
  }

  @Test("Dragged to the bottom right in portrait and turned, the floating keyboard stays on the landscape screen")
  func floatingAfterTurn() throws {
    let (_, tester) = try shown(.floating)
    defer { tester.tearDown() }
    let grabber = CGPoint(x: floating.midX, y: floating.maxY - 7)
    tester.drag(from: grabber, to: CGPoint(x: 5000, y: 5000), steps: 2)
    try tester.settle()
    #expect(tester.keyboard.floatingOrigin == CGPoint(x: 514, y: 956))
    tester.run { _ = tester.window.screen.rotate(to: .landscapeRight) }
    try tester.settle()
    // Landscape is 1 210 × 834: the keyboard's right and bottom edges on the screen's.
    #expect(tester.keyboardFrameOnScreen == CGRect(x: 514, y: 834 - 254, width: 320, height: 254))
  }

  @Test("A tap on the iPad's dismiss key still dismisses; a tap on the grabber types nothing")
  func tapsStillTap() throws {
    let (screen, tester) = try shown(.floating)
    defer { tester.tearDown() }
    tester.tap(at: CGPoint(x: floating.midX, y: floating.maxY - 7))
    try tester.settle()
    #expect(screen.field.text == "" && screen.field.isFirstResponder)
    tester.keyboard.placement = .docked
    try tester.settle()
    try tester.tapKey(.dismiss)
    try tester.settle()
    #expect(!screen.field.isFirstResponder && !tester.keyboard.isOnScreen)
  }

  @Test("Pinching the docked keyboard floats it (posted as an undock); spreading the floating one docks it")
  func pinchFloatsAndSpreadDocks() throws {
    let (screen, tester) = try shown()
    defer { tester.tearDown() }
    let keys = CGPoint(x: docked.midX, y: docked.midY)
    let pinch = tester.recordKeyboardNotifications()
    #expect(tester.pinch(at: keys, scale: 0.5))
    try tester.settle()
    #expect(pinch.shortNames == ["WillChangeFrame", "WillHide", "DidHide", "DidChangeFrame"])
    #expect(pinch.entries.allSatisfy { $0.endFrame == floating })
    #expect(tester.frame(of: screen.box) == floating)
    let spread = tester.recordKeyboardNotifications()
    #expect(tester.pinch(at: CGPoint(x: floating.midX, y: floating.midY), scale: 2))
    try tester.settle()
    #expect(spread.shortNames == ["WillChangeFrame", "WillShow", "DidShow", "DidChangeFrame"])
    #expect(spread.entries.allSatisfy { $0.beginFrame == floating && $0.endFrame == docked })
  }

  @Test("Spreading splits the keyboard where the iPad has a split keyboard; pinching merges it")
  func spreadSplitsAndPinchMerges() throws {
    // The 11-inch Air: 820×1180, docked 285; split 214 tall, 1 180 / 3 = 393 up.
    let (_, tester) = try shown(device: .iPadAir11)
    defer { tester.tearDown() }
    let log = tester.recordKeyboardNotifications()
    #expect(tester.pinch(at: CGPoint(x: 410, y: 1180 - 100), scale: 1.5))
    try tester.settle()
    #expect(log.shortNames == ["WillChangeFrame", "WillHide", "DidHide", "DidChangeFrame"])
    #expect(tester.keyboard.placement == .split)
    #expect(tester.keyboardFrameOnScreen == CGRect(x: 0, y: 1180 - 393 - 214, width: 820, height: 214))
    let merge = tester.recordKeyboardNotifications()
    // On a half: between them is the app, which takes no pinch.
    #expect(tester.pinch(at: CGPoint(x: 100, y: 1180 - 393 - 107), scale: 0.5))
    try tester.settle()
    #expect(merge.shortNames == ["WillChangeFrame", "DidChangeFrame"])
    #expect(tester.keyboard.placement == .undocked)
    // Merged, it is the full keyboard lifted: 285 − 20 = 265 tall.
    #expect(tester.keyboardFrameOnScreen == CGRect(x: 0, y: 1180 - 393 - 265, width: 820, height: 265))
  }

  @Test("No split on the 11-inch Pro: a spread on its docked keyboard does nothing")
  func spreadWithoutSplit() throws {
    let (_, tester) = try shown()
    defer { tester.tearDown() }
    let log = tester.recordKeyboardNotifications()
    #expect(!tester.pinch(at: CGPoint(x: docked.midX, y: docked.midY), scale: 2))
    try tester.settle()
    #expect(log.entries.isEmpty && tester.keyboard.placement == .docked)
  }

  @Test("A pinch beside the keyboard, or on a phone's, moves nothing")
  func pinchElsewhere() throws {
    let (_, pad) = try shown()
    defer { pad.tearDown() }
    #expect(!pad.pinch(at: CGPoint(x: 400, y: 300), scale: 0.5))
    #expect(pad.keyboard.placement == .docked)
    let (_, phone) = try shown(device: .iPhone14)
    defer { phone.tearDown() }
    #expect(!phone.pinch(at: CGPoint(x: 195, y: 844 - 100), scale: 0.5))
    #expect(phone.keyboard.placement == .docked)
  }

  @Test(
    "Where a pinch takes the keyboard (react-native-community/hooks #314; Engadget, 2011)",
    arguments: [
      (KeyboardPlacement.docked, true, true, KeyboardPlacement.floating),
      (.undocked, true, true, .floating),
      (.split, true, true, .undocked),
      (.floating, true, true, .floating),
      (.floating, false, true, .docked),
      (.docked, false, true, .split),
      (.undocked, false, true, .split),
      (.docked, false, false, .docked),
      (.split, false, true, .split),
    ])
  func pinchTable(from: KeyboardPlacement, closing: Bool, hasSplit: Bool, to: KeyboardPlacement) {
    #expect(from.afterPinch(closing: closing, hasSplit: hasSplit) == to)
  }
}
