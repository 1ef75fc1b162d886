import Foundation
import Testing
import UIKit
import UIKitTesting

/// Geometry behind the other-style screens' expectations, driven as a person would with the
/// tester (no audit): what a fixture's comment promises, checked on a phone.
@MainActor
@Suite struct OtherStyleGeometryTests {
  /// The nested scroll views' field is reachable: a scroll-wheel over the outer view (on
  /// its upper part, away from the inner one) brings the inner view in, one sideways over
  /// the inner view brings the field in; then it is tapped. With the software keyboard it
  /// is wholly under the keys (iPhone 14 portrait), with a hardware keyboard wholly clear.
  @Test(arguments: [false, true])
  func nestedScrollFieldIsReachableByScrollingTheOuterViewFirst(hardware: Bool) throws {
    let tester = ScreenTester(NestedScrollViewController(), device: .iPhone14)
    defer { tester.tearDown() }
    let screen = try #require(tester.rootViewController as? NestedScrollViewController)
    tester.keyboard.isHardwareKeyboardAttached = hardware
    for _ in 0..<40 where tester.frame(of: screen.field).maxY > 810 - 8 {
      #expect(tester.scroll(by: CGPoint(x: 0, y: 40), at: CGPoint(x: 195, y: 100)))
      try tester.settle()
    }
    for _ in 0..<60 where tester.frame(of: screen.field).maxX > 390 - 8 {
      let inner = tester.frame(of: screen.inner)
      #expect(tester.scroll(by: CGPoint(x: 40, y: 0), at: CGPoint(x: inner.midX, y: inner.midY)))
      try tester.settle()
    }
    let field = tester.frame(of: screen.field)
    #expect(tester.window.bounds.contains(field), "\(field)")
    try tester.tap(screen.field)
    try tester.settle()
    #expect(tester.firstResponder === screen.field)
    if hardware {
      #expect(tester.keyboardFrameOnScreen == nil)
    } else {
      let keyboard = try #require(tester.keyboardFrameOnScreen)
      #expect(keyboard.minY == 553)
      #expect(field.intersection(keyboard).height == 44, "\(field) \(keyboard)")
    }
  }

  /// The floating bar's form: the last field, resting below the window, is scrolled above
  /// the bar by a person (the inset lets the offset reach 860 + 64 − 647 = 277 on the SE), then
  /// tapped with a hardware keyboard: it is focused and nothing covers it.
  @Test func floatingBarFieldsCanBeScrolledAboveTheBar() throws {
    let tester = ScreenTester(FloatingBarFormViewController(), device: .iPhoneSE)
    defer { tester.tearDown() }
    let screen = try #require(tester.rootViewController as? FloatingBarFormViewController)
    tester.keyboard.isHardwareKeyboardAttached = true
    let last = try #require(screen.fields.last)
    #expect(tester.frame(of: last).minY == 820)  // 20 + 20 + 13 × 60: below the window
    for _ in 0..<20 { tester.scroll(by: CGPoint(x: 0, y: 40), at: CGPoint(x: 187, y: 200)); try tester.settle() }
    #expect(screen.scrollView.contentOffset.y == 277)
    let field = tester.frame(of: last)
    #expect(field == CGRect(x: 20, y: 543, width: 335, height: 44), "\(field)")
    #expect(field.maxY <= tester.frame(of: screen.bar).minY)
    try tester.tap(last)
    try tester.settle()
    #expect(tester.firstResponder === last)
    #expect(tester.frame(of: last) == field)
  }

  /// The begin-frame slip: tapped from a hidden keyboard, "Name" ends 16 pt above the
  /// letters; switched to from "PIN", the lift is the pad's height and the letters, taller
  /// by the bar the screen turns on, cover part of it (iPhone 14 portrait: letters 336,
  /// pad 291).
  @Test func beginFrameHeightLeavesNameUnderTheLettersAfterThePad() throws {
    let tester = ScreenTester(BeginFrameHeightViewController(), device: .iPhone14)
    defer { tester.tearDown() }
    let screen = try #require(tester.rootViewController as? BeginFrameHeightViewController)
    try tester.tap(screen.nameField)
    try tester.settle()
    let letters = try #require(tester.keyboardFrameOnScreen)
    // 844 − 336; "Name" lifted by 336 − 34 from 844 − 34 − 16: 492, 16 above the keys.
    #expect(letters.minY == 508)
    #expect(tester.frame(of: screen.nameField).maxY == 492)
    try tester.tap(screen.pinField)
    try tester.settle()
    let pad = try #require(tester.keyboardFrameOnScreen)
    #expect(pad.height == 291)
    try tester.tap(screen.nameField)
    try tester.settle()
    #expect(tester.firstResponder === screen.nameField)
    let name = tester.frame(of: screen.nameField)
    #expect(try #require(tester.keyboardFrameOnScreen) == letters)
    // Bottom at 844 − 16 − 291 = 537, against the letters' top at 508: 29 pt under them.
    #expect(name.maxY == 844 - 16 - pad.height, "\(name) pad \(pad)")
    #expect(name.maxY - letters.minY > 0.5, "\(name) \(letters)")
  }
}
