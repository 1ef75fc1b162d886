import Foundation
import Testing
import UIKit
import UIKitTesting

// Screens as keyboard tutorials write them with selectors, in the form
// `keyboard-lab port` gives them (their iOS text is Tests/SwiftPortTests/Corpus).

/// A list under a search field with "tap anywhere to dismiss" on the controller's view.
/// With `cancelsTouchesInView` left true, a row tap is the recognizer's and the table
/// never selects — the complaint every such tutorial answers with `false`.
private final class SearchListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let searchField = UITextField(frame: CGRect(x: 16, y: 60, width: 300, height: 36))
  let tableView = UITableView(frame: CGRect(x: 0, y: 110, width: 375, height: 400))
  var selected: [Int] = []
  private let cancelsTouches: Bool

  init(cancelsTouches: Bool) {
    self.cancelsTouches = cancelsTouches
    super.init(nibName: nil, bundle: nil)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    view.addSubview(searchField)
    tableView.dataSource = self
    tableView.delegate = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    view.addSubview(tableView)
    let tap = UITapGestureRecognizer(target: self, action: Selector("hideKeyboard", Self.hideKeyboard))
    tap.cancelsTouchesInView = cancelsTouches
    view.addGestureRecognizer(tap)
  }

  func hideKeyboard() {
    view.endEditing(true)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath.row)
  }
}

/// A bottom sheet dragged by a pan recognizer: its top constraint follows the finger,
/// reset to zero translation each move, and it snaps open or closed on release by the
/// fling's direction, as sheet tutorials write it.
private final class DragSheetController: UIViewController {
  let sheet = UIView()
  var sheetTop: NSLayoutConstraint!
  var releasedVelocity: CGFloat?
  static let openTop: CGFloat = 300
  static let closedTop: CGFloat = 600

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    sheet.backgroundColor = .systemGray6
    sheet.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(sheet)
    sheetTop = sheet.topAnchor.constraint(equalTo: view.topAnchor, constant: Self.openTop)
    NSLayoutConstraint.activate([
      sheetTop,
      sheet.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      sheet.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      sheet.heightAnchor.constraint(equalToConstant: 600),
    ])
    let pan = UIPanGestureRecognizer(target: self, action: Selector("handlePan:", Self.handlePan(_:)))
    sheet.addGestureRecognizer(pan)
  }

  func handlePan(_ gesture: UIPanGestureRecognizer) {
    switch gesture.state {
    case .changed:
      let translation = gesture.translation(in: view)
      sheetTop.constant = min(Self.closedTop, max(Self.openTop, sheetTop.constant + translation.y))
      gesture.setTranslation(.zero, in: view)
    case .ended:
      let velocity = gesture.velocity(in: view).y
      releasedVelocity = velocity
      sheetTop.constant = velocity > 0 ? Self.closedTop : Self.openTop
      UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
    default:
      break
    }
  }
}

/// A note with a swipe down that dismisses the keyboard and a double tap that selects
/// all, beside the keyboard's "Done" accessory with a bar button item's target–action.
private final class SwipeNoteController: UIViewController {
  let noteField = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
  let canvas = UIView(frame: CGRect(x: 0, y: 200, width: 375, height: 300))
  var doubleTaps = 0
  var doneTaps = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    view.addSubview(noteField)
    view.addSubview(canvas)
    let swipe = UISwipeGestureRecognizer(target: self, action: Selector("swipedDown:", Self.swipedDown(_:)))
    swipe.direction = .down
    canvas.addGestureRecognizer(swipe)
    let double = UITapGestureRecognizer(target: self, action: Selector("doubleTapped", Self.doubleTapped))
    double.numberOfTapsRequired = 2
    canvas.addGestureRecognizer(double)

    let toolbar = UIToolbar()
    toolbar.sizeToFit()
    let flexible = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    let done = UIBarButtonItem(
      barButtonSystemItem: .done, target: self, action: Selector("doneTapped", Self.doneTapped))
    toolbar.items = [flexible, done]
    noteField.inputAccessoryView = toolbar
  }

  func swipedDown(_ gesture: UISwipeGestureRecognizer) {
    view.endEditing(true)
  }

  func doubleTapped() {
    doubleTaps += 1
  }

  func doneTapped() {
    doneTaps += 1
    noteField.resignFirstResponder()
  }
}

@MainActor
@Suite struct TutorialSelectorScreensTests {
  @Test(arguments: Devices.all)
  func aRowTapIsTheRecognizersUnlessItLetsTouchesThrough(device: DeviceProfile) throws {
    for cancels in [true, false] {
      let screen = SearchListController(cancelsTouches: cancels)
      let tester = ScreenTester(screen, device: device)
      defer { tester.tearDown() }
      try tester.tap(screen.searchField)
      try tester.settle()
      #expect(tester.keyboardFrameOnScreen != nil)
      // Row 1 of 44-point rows, 110 points down.
      tester.tap(at: CGPoint(x: 100, y: 110 + 44 + 22))
      try tester.settle()
      // The recognizer ends editing either way; only a recognizer that lets the
      // touches through leaves the row its selection.
      #expect(tester.firstResponder == nil)
      #expect(tester.keyboardFrameOnScreen == nil)
      #expect(screen.selected == (cancels ? [] : [1]))
    }
  }

  @Test(arguments: Devices.all)
  func theSheetFollowsTheFingerAndSnapsByTheFling(device: DeviceProfile) throws {
    let screen = DragSheetController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    try tester.settle()
    // Down 120 points in 6 frames: 20 points a frame, 1 200 points a second.
    tester.touchDown(at: CGPoint(x: 100, y: 400))
    for step in 1...6 {
      tester.pump()
      tester.moveTouch(to: CGPoint(x: 100, y: 400 + 20 * CGFloat(step)))
    }
    // The first 20 points begin the pan; the handler ignores `.began`, so the first
    // `.changed` reads 40 (translation counts from where the finger went down) and the
    // next four 20 each: the sheet follows the finger all the way, 300 + 120.
    #expect(screen.sheetTop.constant == 420)
    tester.liftTouch(at: CGPoint(x: 100, y: 520))
    // 20 points every sixtieth of a second.
    #expect(abs((screen.releasedVelocity ?? 0) - 1200) < 1e-6)
    try tester.settle()
    #expect(tester.frame(of: screen.sheet).minY == DragSheetController.closedTop)
    // Up again, quickly: it opens.
    tester.drag(from: CGPoint(x: 100, y: 650), to: CGPoint(x: 100, y: 590), steps: 3)
    try tester.settle()
    #expect(tester.frame(of: screen.sheet).minY == DragSheetController.openTop)
  }

  @Test(arguments: Devices.all)
  func swipeDownDismissesDoubleTapCountsDoneResigns(device: DeviceProfile) throws {
    let screen = SwipeNoteController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    try tester.tap(screen.noteField)
    try tester.settle()
    #expect(tester.keyboardFrameOnScreen != nil)
    // A swipe down over the canvas (80 points in 4 frames) ends editing.
    tester.drag(from: CGPoint(x: 150, y: 250), to: CGPoint(x: 150, y: 330), steps: 4)
    try tester.settle()
    #expect(tester.firstResponder == nil)
    #expect(tester.keyboardFrameOnScreen == nil)

    tester.tap(at: CGPoint(x: 150, y: 300))
    tester.pump(frames: 3)
    tester.tap(at: CGPoint(x: 150, y: 300))
    try tester.settle()
    #expect(screen.doubleTaps == 1)

    // The accessory's Done item, drawn at the toolbar's right end.
    try tester.tap(screen.noteField)
    try tester.settle()
    let done = try #require(tester.drawnTexts().first { $0.string == "Done" })
    tester.tap(at: CGPoint(x: done.frame.midX, y: done.frame.midY))
    try tester.settle()
    #expect(screen.doneTaps == 1)
    #expect(tester.keyboardFrameOnScreen == nil)
  }
}
