import Foundation
import Testing
import UIKit
import UIKitTesting

/// A list screen that pushes a form, as apps write it inside a `UINavigationController`:
/// the form's field pinned to the safe area's top (which includes the bar), a Save item on
/// the right, a back button to the list.
final class ListViewController: UIViewController {
  let searchField = UITextField()
  var log: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Notes"
    view.backgroundColor = .white
    searchField.borderStyle = .roundedRect
    searchField.placeholder = "Search"
    searchField.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(searchField)
    NSLayoutConstraint.activate([
      searchField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
      searchField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      searchField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .add, target: self, action: Selector("addNote", ListViewController.addNote))
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.append("list willAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.append("list willDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.append("list didDisappear")
  }

  func addNote() {
    show(NoteFormViewController(focusesOnAppear: false), sender: self)
  }
}

final class NoteFormViewController: UIViewController {
  let titleField = UITextField()
  let focusesOnAppear: Bool
  private(set) var saved = 0

  init(focusesOnAppear: Bool) {
    self.focusesOnAppear = focusesOnAppear
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "New Note"
    view.backgroundColor = .white
    titleField.borderStyle = .roundedRect
    titleField.placeholder = "Title"
    titleField.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(titleField)
    NSLayoutConstraint.activate([
      titleField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      titleField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      titleField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Save", style: .done, target: self, action: Selector("save", NoteFormViewController.save))
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if focusesOnAppear { titleField.becomeFirstResponder() }
  }

  func save() { saved += 1 }
}

@MainActor
@Suite struct NavigationFormTests {
  func button(titled title: String, in tester: ScreenTester) throws -> UIButton {
    try #require(
      tester.views(of: UIButton.self).first { $0.title(for: .normal) == title && tester.isVisible($0) },
      "\(tester.views(of: UIButton.self).map { ($0.title(for: .normal) ?? "-", tester.isVisible($0), tester.frame(of: $0)) })"
    )
  }

  @Test(arguments: Devices.all)
  func theBarSitsUnderTheStatusBarAndTheSafeAreaBelowIt(device: DeviceProfile) throws {
    let list = ListViewController()
    let navigation = UINavigationController(rootViewController: list)
    let tester = ScreenTester(navigation, device: device)
    defer { tester.tearDown() }
    try tester.settle()
    let top = device.safeAreaInsets.top
    // 44 points under the status bar (Apple's "Navigation bar, 44 pt").
    #expect(tester.frame(of: navigation.navigationBar) == CGRect(x: 0, y: top, width: device.size.width, height: 44))
    #expect(list.view.safeAreaInsets.top == top + 44)
    #expect(tester.frame(of: list.searchField).minY == top + 44 + 8)
    #expect(tester.drawnTexts().contains { $0.string == "Notes" })
    #expect(navigation.topViewController === list)
    #expect(list.navigationController === navigation)
  }

  @Test(arguments: Devices.all)
  func aPushSlidesTheFormInAndTheBackButtonPopsIt(device: DeviceProfile) throws {
    let list = ListViewController()
    let navigation = UINavigationController(rootViewController: list)
    let tester = ScreenTester(navigation, device: device)
    defer { tester.tearDown() }
    try tester.settle()
    list.log = []
    try tester.tap(try button(titled: "+", in: tester))  // The add item, drawn as a plus.
    let form = try #require(navigation.topViewController as? NoteFormViewController)
    #expect(list.log == ["list willDisappear"])
    // The form slides in from the right edge: 21 frames of 0.35 s, moving left all along.
    let width = device.size.width
    var lefts: [CGFloat] = []
    for _ in 0..<21 {
      tester.pump()
      lefts.append(tester.presentedFrame(of: form.view).minX)
    }
    for (a, b) in zip(lefts, lefts.dropFirst()) { #expect(b <= a) }
    #expect(lefts[10] > 0 && lefts[10] < width)
    try tester.settle()
    #expect(list.log == ["list willDisappear", "list didDisappear"])
    #expect(tester.frame(of: form.view) == CGRect(x: 0, y: 0, width: width, height: device.size.height))
    #expect(list.view.superview == nil)
    #expect(tester.frame(of: form.titleField).minY == device.safeAreaInsets.top + 44 + 20)
    #expect(tester.drawnTexts().contains { $0.string == "New Note" })
    try tester.tap(try button(titled: "Save", in: tester))
    #expect(form.saved == 1)

    // The back button names the list and pops to it.
    try tester.tap(try button(titled: "‹ Notes", in: tester))
    try tester.settle()
    #expect(navigation.topViewController === list)
    #expect(form.view.superview == nil)
    #expect(list.log.suffix(1) == ["list willAppear"])
  }

  /// The keyboard across a push, as on iOS: it goes down with the old screen's field,
  /// unless the new screen's field takes first responder as it appears.
  @Test(arguments: Devices.all)
  func theKeyboardGoesDownOnAPushUnlessTheNewFieldTakesIt(device: DeviceProfile) throws {
    let list = ListViewController()
    let navigation = UINavigationController(rootViewController: list)
    let tester = ScreenTester(navigation, device: device)
    defer { tester.tearDown() }
    let log = KeyboardNotificationLog()
    try tester.settle()
    try tester.tap(list.searchField)
    try tester.settle()
    #expect(tester.isKeyboardShown)
    log.clear()

    navigation.pushViewController(NoteFormViewController(focusesOnAppear: false), animated: true)
    #expect(!list.searchField.isFirstResponder)
    #expect(log.count(UIResponder.keyboardWillHideNotification) == 1)
    try tester.settle()
    #expect(!tester.isKeyboardShown)

    navigation.popViewController(animated: false)
    try tester.tap(list.searchField)
    try tester.settle()
    log.clear()
    let focusing = NoteFormViewController(focusesOnAppear: true)
    navigation.pushViewController(focusing, animated: true)
    #expect(focusing.titleField.isFirstResponder)
    #expect(log.count(UIResponder.keyboardWillHideNotification) == 0)
    try tester.settle()
    #expect(tester.isKeyboardShown)
    #expect(tester.keyboardFrameOnScreen?.minY == Devices.keyboardTop(device))
  }

  /// The back swipe: from the left edge, past half the width, pops; a short one does not.
  @Test(arguments: Devices.all)
  func aSwipeFromTheLeftEdgePopsOnlyPastHalfway(device: DeviceProfile) throws {
    let list = ListViewController()
    let navigation = UINavigationController(rootViewController: list)
    let tester = ScreenTester(navigation, device: device)
    defer { tester.tearDown() }
    try tester.settle()
    let form = NoteFormViewController(focusesOnAppear: false)
    navigation.pushViewController(form, animated: false)
    try tester.settle()
    let width = device.size.width
    let y = device.size.height / 2
    // A third of the way, lifted: the form slides back.
    tester.drag(from: CGPoint(x: 5, y: y), to: CGPoint(x: 5 + width / 3, y: y), steps: 20)
    try tester.settle()
    #expect(navigation.topViewController === form)
    #expect(tester.frame(of: form.view).minX == 0)
    #expect(list.view.superview == nil)
    // Mid-swipe the form follows the finger and the list shows under it.
    tester.touchDown(at: CGPoint(x: 5, y: y))
    for step in 1...10 {
      tester.moveTouch(to: CGPoint(x: 5 + CGFloat(step) * width / 15, y: y))
      tester.pump()
    }
    #expect(abs(tester.frame(of: form.view).minX - 10 * width / 15) <= 10.5)
    #expect(list.view.window != nil)
    tester.liftTouch(at: CGPoint(x: 5 + 10 * width / 15, y: y))
    try tester.settle()
    #expect(navigation.topViewController === list)
    #expect(form.view.superview == nil)
    #expect(tester.frame(of: list.view).minX == 0)
    // Not from the edge: nothing moves.
    navigation.pushViewController(NoteFormViewController(focusesOnAppear: false), animated: false)
    try tester.settle()
    tester.drag(from: CGPoint(x: 60, y: y), to: CGPoint(x: width - 10, y: y), steps: 20)
    try tester.settle()
    #expect(navigation.viewControllers.count == 2)
  }
}
