import Foundation
import Testing
import UIKit
import UIKitTesting

/// Each fixture screen, put on phones and driven as a person would, shows the geometry
/// its doc comment promises the audit: these tests hold the fixtures to their word, so a
/// failing audit test points at the audit, not at the screen.
@MainActor
@Suite struct FixtureGeometryTests {
  nonisolated static let phones = DeviceProfile.phones
  nonisolated static let orientations: [UIInterfaceOrientation] = [.portrait, .landscapeRight]

  // MARK: Covered

  @Test(arguments: phones, orientations)
  func pinnedFieldIsAllUnderTheSoftwareKeyboard(device: DeviceProfile, orientation: UIInterfaceOrientation) throws {
    let (screen, tester) = try shown(PinnedUnderKeyboardViewController(), on: device, orientation)
    defer { tester.tearDown() }
    try tester.tap(screen.field)
    try tester.settle()
    let keyboard = try #require(tester.keyboardFrameOnScreen)
    #expect(heightOfOverlap(tester.frame(of: screen.field), keyboard) == 44)
  }

  @Test(arguments: phones)
  func pinnedFieldIsClearWithAHardwareKeyboard(device: DeviceProfile) throws {
    let (screen, tester) = try shown(PinnedUnderKeyboardViewController(), on: device)
    defer { tester.tearDown() }
    tester.keyboard.isHardwareKeyboardAttached = true
    try tester.tap(screen.field)
    try tester.settle()
    #expect(tester.firstResponder === screen.field)
    #expect(tester.keyboardFrameOnScreen == nil)
    #expect(tester.window.bounds.contains(tester.frame(of: screen.field)))
  }

  @Test func halfCoveredFieldLeavesHalfUnderTheKeysOnIPhone14AndComesBackExactly() throws {
    let (screen, tester) = try shown(HalfCoveredViewController(), on: .iPhone14)
    defer { tester.tearDown() }
    let resting = tester.frame(of: screen.field)
    // 844 − 34 − 20 − 44: the field rests 20 pt above the safe area's bottom.
    #expect(resting == CGRect(x: 20, y: 746, width: 350, height: 44))
    try tester.tap(screen.field)
    try tester.settle()
    let keyboard = try #require(tester.keyboardFrameOnScreen)
    #expect(keyboard.minY == 553)
    #expect(tester.frame(of: screen.field).minY == 531)
    #expect(heightOfOverlap(tester.frame(of: screen.field), keyboard) == 22)
    try dismiss(tester)
    #expect(tester.frame(of: screen.field) == resting)
  }

  @Test(arguments: phones)
  func halfCoveredFieldOverlapsTheKeysOnFaceIDPhonesOnly(device: DeviceProfile) throws {
    let (screen, tester) = try shown(HalfCoveredViewController(), on: device)
    defer { tester.tearDown() }
    try tester.tap(screen.field)
    try tester.settle()
    let keyboard = try #require(tester.keyboardFrameOnScreen)
    let overlap = heightOfOverlap(tester.frame(of: screen.field), keyboard)
    // The keys reach above the resting field's bottom by their height less the home-indicator
    // band and the 20-pt gap; the fixed lift takes back 215 of that.
    let expected = max(0, device.keyboardHeight - device.safeAreaInsets.bottom - 20 - HalfCoveredViewController.lift)
    #expect(overlap == expected)
    #expect(device == .iPhoneSE ? overlap == 0 : overlap >= 22)
  }

  @Test(arguments: phones, orientations)
  func landscapeFieldIsClearInPortraitAndUnderTheKeysInLandscape(
    device: DeviceProfile, orientation: UIInterfaceOrientation
  ) throws {
    let (screen, tester) = try shown(CoveredInLandscapeViewController(), on: device, orientation)
    defer { tester.tearDown() }
    try tester.tap(screen.field)
    try tester.settle()
    let keyboard = try #require(tester.keyboardFrameOnScreen)
    let field = tester.frame(of: screen.field)
    #expect(tester.window.bounds.contains(field))
    #expect(heightOfOverlap(field, keyboard) == (orientation.isLandscape ? 44 : 0))
  }

  @Test(arguments: phones, orientations)
  func accessoryAloneCoversTheLiftedField(device: DeviceProfile, orientation: UIInterfaceOrientation) throws {
    try expectAccessoryAloneCovers(on: device, orientation, hardwareKeyboard: false)
  }

  @Test(arguments: phones, orientations)
  func accessoryAloneCoversTheFieldWithAHardwareKeyboard(
    device: DeviceProfile, orientation: UIInterfaceOrientation
  ) throws {
    try expectAccessoryAloneCovers(on: device, orientation, hardwareKeyboard: true)
  }

  private func expectAccessoryAloneCovers(
    on device: DeviceProfile, _ orientation: UIInterfaceOrientation, hardwareKeyboard: Bool
  ) throws {
    let (screen, tester) = try shown(AccessoryCoversViewController(), on: device, orientation)
    defer { tester.tearDown() }
    tester.keyboard.isHardwareKeyboardAttached = hardwareKeyboard
    try tester.tap(screen.field)
    try tester.settle()
    let keyboard = try #require(tester.keyboardFrameOnScreen)
    let bar = tester.frame(of: screen.accessoryBar)
    let field = tester.frame(of: screen.field)
    #expect(bar.height == 44)
    #expect(bar.minY == keyboard.minY)
    #expect(bar.contains(field))
    // Nothing of the field is under the keys themselves: only the bar covers it.
    let keys = CGRect(x: keyboard.minX, y: bar.maxY, width: keyboard.width, height: keyboard.maxY - bar.maxY)
    #expect(heightOfOverlap(field, keys) == 0)
    if hardwareKeyboard { #expect(bar.maxY == tester.window.bounds.maxY) }
  }

  // MARK: Clipped

  @Test(arguments: phones)
  func clippedFieldStaysInsideTheScrollViewWithAHardwareKeyboard(device: DeviceProfile) throws {
    let (screen, tester) = try shown(ClippedByScrollViewController(), on: device)
    defer { tester.tearDown() }
    tester.keyboard.isHardwareKeyboardAttached = true
    try expectClean(screen.field, on: tester, within: screen.scrollView)
  }

  @Test(arguments: phones)
  func clippedFieldLeavesTheShrunkenScrollView(device: DeviceProfile) throws {
    let (screen, tester) = try shown(ClippedByScrollViewController(), on: device)
    defer { tester.tearDown() }
    #expect(screen.scrollView.clipsToBounds)
    let resting = tester.frame(of: screen.scrollView)
    #expect(resting.contains(tester.frame(of: screen.field)))
    try tester.tap(screen.field)
    try tester.settle()
    let keyboard = try #require(tester.keyboardFrameOnScreen)
    let scroller = tester.frame(of: screen.scrollView)
    #expect(scroller.maxY == keyboard.minY)
    #expect(screen.scrollView.contentOffset.y == 0)
    #expect(tester.frame(of: screen.field).minY >= scroller.maxY)
  }

  // MARK: Overlays

  @Test(arguments: phones, orientations)
  func bannerIsOverTheWholeFieldAndTakesItsTaps(device: DeviceProfile, orientation: UIInterfaceOrientation) throws {
    let (screen, tester) = try shown(OverlayCoversViewController(), on: device, orientation)
    defer { tester.tearDown() }
    let field = tester.frame(of: screen.field)
    #expect(tester.frame(of: screen.banner).contains(field))
    #expect(screen.view.subviews.firstIndex(of: screen.banner)! > screen.view.subviews.firstIndex(of: screen.field)!)
    #expect(throws: ScreenTesterError.self) { try tester.tap(screen.field) }
    let hit = tester.run { tester.window.hitTest(CGPoint(x: field.midX, y: field.midY), with: nil) }
    #expect(hit === screen.banner)
    // Focused another way, the field is still clear of the keys.
    tester.run { _ = screen.field.becomeFirstResponder() }
    try tester.settle()
    let keyboard = try #require(tester.keyboardFrameOnScreen)
    #expect(heightOfOverlap(tester.frame(of: screen.field), keyboard) == 0)
  }

  @Test(arguments: phones, orientations)
  func keyboardToolbarIsDrawnOverTheFieldOnlyWhileTheKeysAreUp(
    device: DeviceProfile, orientation: UIInterfaceOrientation
  ) throws {
    let (screen, tester) = try shown(KeyboardToolbarOverlayViewController(), on: device, orientation)
    defer { tester.tearDown() }
    #expect(screen.toolbar.isHidden)
    try tester.tap(screen.field)
    try tester.settle()
    let keyboard = try #require(tester.keyboardFrameOnScreen)
    let bar = tester.frame(of: screen.toolbar)
    #expect(!screen.toolbar.isHidden)
    #expect(bar.maxY == keyboard.minY)
    #expect(bar.contains(tester.frame(of: screen.field)))
    #expect(screen.view.subviews.firstIndex(of: screen.toolbar)! > screen.view.subviews.firstIndex(of: screen.field)!)
    try dismiss(tester)
    #expect(screen.toolbar.isHidden)
  }

  @Test func keyboardToolbarStaysHiddenWithAHardwareKeyboard() throws {
    let (screen, tester) = try shown(KeyboardToolbarOverlayViewController(), on: .iPhone14)
    defer { tester.tearDown() }
    tester.keyboard.isHardwareKeyboardAttached = true
    try tester.tap(screen.field)
    try tester.settle()
    #expect(tester.keyboardFrameOnScreen == nil)
    #expect(screen.toolbar.isHidden)
  }

  // MARK: Drift, jump, conflict

  @Test(arguments: phones, orientations)
  func driftingFieldEndsOnePointHigherEachCycle(device: DeviceProfile, orientation: UIInterfaceOrientation) throws {
    let (screen, tester) = try shown(DriftingViewController(), on: device, orientation)
    defer { tester.tearDown() }
    let resting = tester.frame(of: screen.field)
    for cycle in 1...3 {
      try tester.tap(screen.field)
      try tester.settle()
      let keyboard = try #require(tester.keyboardFrameOnScreen)
      #expect(tester.frame(of: screen.field).minY == resting.minY - CGFloat(cycle - 1) - 31)
      #expect(heightOfOverlap(tester.frame(of: screen.field), keyboard) == 0)
      try dismiss(tester)
      #expect(tester.frame(of: screen.field).minY == resting.minY - CGFloat(cycle))
    }
  }

  @Test(arguments: phones, orientations)
  func jumpingFieldSnapsInOneFrame(device: DeviceProfile, orientation: UIInterfaceOrientation) throws {
    let (screen, tester) = try shown(JumpingViewController(), on: device, orientation)
    defer { tester.tearDown() }
    let resting = tester.frame(of: screen.field)
    let up = try frameByFrame(tester, field: screen.field) { try tester.tap(screen.field) }
    // Up: the whole 260 in one frame, the one where the keys end their slide (their last
    // step is a fraction of a point).
    let snapUp = try #require(up.firstIndex { abs($0.field) > 40 })
    #expect(up[snapUp].field == -JumpingViewController.snap)
    #expect(abs(up[snapUp].keyboard) < 1)
    #expect(up[snapUp + 1].keyboard == 0)
    #expect(up.filter { $0.field != 0 }.count == 1)
    let keyboard = try #require(tester.keyboardFrameOnScreen)
    #expect(heightOfOverlap(tester.frame(of: screen.field), keyboard) == 0)

    let down = frameByFrame(tester, field: screen.field) { _ = tester.run { tester.window.endEditing(true) } }
    // Down: the whole 260 in the keys' first frame of sliding away, far more than they move.
    let snapDown = try #require(down.firstIndex { abs($0.field) > 40 })
    #expect(down[snapDown].field == JumpingViewController.snap)
    #expect(down[snapDown].keyboard > 0)
    #expect(down[snapDown].field > down[snapDown].keyboard + 2)
    #expect(tester.frame(of: screen.field) == resting)
  }

  @Test(arguments: phones, orientations)
  func conflictingHeightsAreLogged(device: DeviceProfile, orientation: UIInterfaceOrientation) throws {
    let (screen, tester) = try shown(ConflictingConstraintsViewController(), on: device, orientation)
    defer { tester.tearDown() }
    #expect(!tester.layoutMessages.isEmpty)
    // The later of the two is the one broken, every run, as UIKit breaks the constraint
    // that could not be added: the field keeps 40.
    #expect(tester.frame(of: screen.field).height == 40)
    #expect(tester.layoutMessages.allSatisfy { $0.contains("Will attempt to recover by breaking constraint") })
    try tester.tap(screen.field)
    try tester.settle()
    let keyboard = try #require(tester.keyboardFrameOnScreen)
    #expect(heightOfOverlap(tester.frame(of: screen.field), keyboard) == 0)
  }

  // MARK: Clean screens

  @Test(arguments: phones, orientations)
  func layoutGuideScreenKeepsEveryInputAboveTheKeys(device: DeviceProfile, orientation: UIInterfaceOrientation)
    throws
  {
    let (screen, tester) = try shown(KeyboardLayoutGuideViewController(), on: device, orientation)
    defer { tester.tearDown() }
    #expect(tester.layoutMessages.isEmpty)
    for input in [screen.notesView, screen.subjectField, screen.messageField] as [UIView] {
      try expectClean(input, on: tester)
    }
  }

  @Test(arguments: phones, orientations)
  func layoutGuideScreenMovesItsInputsWithTheKeysFrameByFrame(
    device: DeviceProfile, orientation: UIInterfaceOrientation
  ) throws {
    let (screen, tester) = try shown(KeyboardLayoutGuideViewController(), on: device, orientation)
    defer { tester.tearDown() }
    for input in [screen.notesView, screen.subjectField, screen.messageField] as [UIView] {
      let up = try frameByFrame(tester, field: input) { try tester.tap(input) }
      let down = frameByFrame(tester, field: input) { _ = tester.run { tester.window.endEditing(true) } }
      for move in up + down {
        #expect(abs(move.field) <= (move.keyboard == 0 ? 40 : abs(move.keyboard) + 2))
      }
    }
  }

  /// The scroll animation of ScrollInsetsViewController may outpace the keys by a couple
  /// of points in a frame: the audit does not count animated scrolls as jumps, so this
  /// screen is held to staying visible and coming back, not to following the keys.
  @Test(arguments: phones, orientations)
  func scrollInsetsScreenScrollsEveryFieldAboveTheKeys(device: DeviceProfile, orientation: UIInterfaceOrientation)
    throws
  {
    let (screen, tester) = try shown(ScrollInsetsViewController(), on: device, orientation)
    defer { tester.tearDown() }
    #expect(tester.layoutMessages.isEmpty)
    for field in screen.fields {
      try expectClean(field, on: tester, within: screen.scrollView)
    }
  }

  @Test(arguments: phones, orientations)
  func cleanScreensStayCleanWithAHardwareKeyboard(device: DeviceProfile, orientation: UIInterfaceOrientation) throws {
    let (guide, guideTester) = try shown(KeyboardLayoutGuideViewController(), on: device, orientation)
    defer { guideTester.tearDown() }
    guideTester.keyboard.isHardwareKeyboardAttached = true
    for input in [guide.notesView, guide.subjectField, guide.messageField] as [UIView] {
      try expectClean(input, on: guideTester)
    }
    let (insets, insetsTester) = try shown(ScrollInsetsViewController(), on: device, orientation)
    defer { insetsTester.tearDown() }
    insetsTester.keyboard.isHardwareKeyboardAttached = true
    for field in insets.fields {
      try expectClean(field, on: insetsTester, within: insets.scrollView)
    }
  }

  /// The fixtures whose fault needs the keys to come up show nothing wrong with a
  /// hardware keyboard: nothing comes up, nothing is posted, nothing moves.
  @Test(arguments: phones, orientations)
  func softwareKeyboardFaultsVanishWithAHardwareKeyboard(device: DeviceProfile, orientation: UIInterfaceOrientation)
    throws
  {
    let screens = [
      fixture(PinnedUnderKeyboardViewController.init) { $0.field },
      fixture(HalfCoveredViewController.init) { $0.field },
      fixture(CoveredInLandscapeViewController.init) { $0.field },
      fixture(KeyboardToolbarOverlayViewController.init) { $0.field },
      fixture(DriftingViewController.init) { $0.field },
      fixture(JumpingViewController.init) { $0.field },
    ]
    for (make, input) in screens {
      let (screen, tester) = try shown(make(), on: device, orientation)
      defer { tester.tearDown() }
      tester.keyboard.isHardwareKeyboardAttached = true
      let log = tester.recordKeyboardNotifications()
      try expectClean(input(screen), on: tester)
      #expect(log.entries.isEmpty, "\(type(of: screen))")
      #expect(tester.keyboardFrameOnScreen == nil)
    }
  }

  /// Only ConflictingConstraintsViewController may log: every other fixture must fail
  /// the audit in its one way only.
  @Test(arguments: phones)
  func noOtherFixtureLogsUnsatisfiableConstraints(device: DeviceProfile) throws {
    let screens = [
      fixture(PinnedUnderKeyboardViewController.init) { $0.field },
      fixture(HalfCoveredViewController.init) { $0.field },
      fixture(CoveredInLandscapeViewController.init) { $0.field },
      fixture(AccessoryCoversViewController.init) { $0.field },
      fixture(ClippedByScrollViewController.init) { $0.field },
      fixture(KeyboardToolbarOverlayViewController.init) { $0.field },
      fixture(DriftingViewController.init) { $0.field },
      fixture(JumpingViewController.init) { $0.field },
      fixture(KeyboardLayoutGuideViewController.init) { $0.messageField },
      fixture(ScrollInsetsViewController.init) { $0.fields[3] },
    ]
    for (make, input) in screens {
      let (screen, tester) = try shown(make(), on: device)
      defer { tester.tearDown() }
      try tester.tap(input(screen))
      try tester.settle()
      try dismiss(tester)
      #expect(tester.layoutMessages.isEmpty, "\(type(of: screen))")
    }
  }

  // MARK: Helpers

  /// The screen `make` makes (in the tester's runtime) on `device`, turned to
  /// `orientation` and settled.
  private func shown<Screen: UIViewController>(
    _ make: @autoclosure () -> Screen, on device: DeviceProfile, _ orientation: UIInterfaceOrientation = .portrait
  ) throws -> (Screen, ScreenTester) {
    let tester = ScreenTester(make(), device: device)
    let screen = try #require(tester.rootViewController as? Screen)
    if orientation != .portrait {
      let turned = tester.run { tester.window.screen.rotate(to: orientation) }
      #expect(turned)
      try tester.settle()
    }
    return (screen, tester)
  }

  /// A fixture to make and the input of it to tap, for tests that go through several.
  private func fixture<Screen: UIViewController>(
    _ make: @escaping () -> Screen, input: @escaping (Screen) -> UIView
  ) -> (make: () -> UIViewController, input: (UIViewController) -> UIView) {
    (make, { input($0 as! Screen) })
  }

  /// Ends editing and lets the keyboard go down.
  private func dismiss(_ tester: ScreenTester) throws {
    tester.run { tester.window.endEditing(true) }
    try tester.settle()
  }

  private func heightOfOverlap(_ a: CGRect, _ b: CGRect) -> CGFloat {
    let overlap = a.intersection(b)
    return overlap.isNull ? 0 : overlap.height
  }

  /// Taps `input`, and checks that once settled it is inside the window (and `container`,
  /// when given), wholly above whatever keyboard came up, and that it comes back to where
  /// it rested once the keyboard is gone.
  private func expectClean(_ input: UIView, on tester: ScreenTester, within container: UIView? = nil) throws {
    let resting = tester.frame(of: input)
    try tester.tap(input)
    try tester.settle()
    #expect(tester.firstResponder === input)
    let frame = tester.frame(of: input)
    #expect(tester.window.bounds.contains(frame))
    if let container { #expect(tester.frame(of: container).contains(frame)) }
    if let keyboard = tester.keyboardFrameOnScreen { #expect(frame.maxY <= keyboard.minY) }
    #expect(tester.presentedFrame(of: input) == frame)
    try dismiss(tester)
    #expect(tester.frame(of: input) == resting)
  }

  /// How far the field's and the keyboard's drawn tops move in each of the 60 frames
  /// after `action`, counted from where they were drawn before it.
  private func frameByFrame(
    _ tester: ScreenTester, field: UIView, after action: () throws -> Void
  ) rethrows -> [(field: CGFloat, keyboard: CGFloat)] {
    var moves: [(field: CGFloat, keyboard: CGFloat)] = []
    var fieldTop = tester.presentedFrame(of: field).minY
    var keyboardTop = tester.keyboard.keyboardPresentationFrame.minY
    try action()
    for _ in 0..<60 {
      tester.pump()
      let newFieldTop = tester.presentedFrame(of: field).minY
      let newKeyboardTop = tester.keyboard.keyboardPresentationFrame.minY
      moves.append((newFieldTop - fieldTop, newKeyboardTop - keyboardTop))
      fieldTop = newFieldTop
      keyboardTop = newKeyboardTop
    }
    return moves
  }
}
