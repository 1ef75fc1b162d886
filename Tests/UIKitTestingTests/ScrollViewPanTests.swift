import Foundation
import Testing
import UIKit
import UIKitTesting

/// A scroll view that lets a drag take a touch from a button, the recipe apps use when
/// they turn `delaysContentTouches` off.
private final class ButtonCancellingScrollView: UIScrollView {
  override func touchesShouldCancel(in view: UIView) -> Bool {
    view is UIButton ? true : super.touchesShouldCancel(in: view)
  }
}

/// A button that records what it is sent of a touch, and still acts on it.
private final class RecordingButton: UIButton {
  var events: [String] = []
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    events.append("began")
    super.touchesBegan(touches, with: event)
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    events.append("ended")
    super.touchesEnded(touches, with: event)
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    events.append("cancelled")
    super.touchesCancelled(touches, with: event)
  }
}

/// A scroll view that pans together with others: the recipe for nested scroll views,
/// which works because the scroll view is its pan's delegate.
private final class SimultaneousScrollView: UIScrollView, UIGestureRecognizerDelegate {
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { true }
}

/// Counts the drag callbacks, and turns scrolling off as a drag begins when asked.
private final class DragLog: UIScrollViewDelegate {
  var willBegin = 0
  var didEnd = 0
  var stopsScrolling = false
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    willBegin += 1
    if stopsScrolling { scrollView.isScrollEnabled = false }
  }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { didEnd += 1 }
}

/// A full-screen scroll view (no safe-area insets, so offsets read as drawn) holding a
/// button, a plain view and a field, 2 000 points tall unless the test makes it fit.
private final class ScrollScreen: UIViewController {
  let scrollView: UIScrollView
  let button = RecordingButton(type: .system)
  let pad = TouchRecorder(frame: CGRect(x: 20, y: 300, width: 300, height: 200))
  let field = UITextField(frame: CGRect(x: 20, y: 600, width: 300, height: 44))
  var taps = 0
  var backgroundTaps = 0
  var sheetPans: [UIGestureRecognizer.State] = []

  init(scrollView: UIScrollView = UIScrollView()) {
    self.scrollView = scrollView
    super.init(nibName: nil, bundle: nil)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    scrollView.frame = view.bounds
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.contentSize = CGSize(width: view.bounds.width, height: 2000)
    view.addSubview(scrollView)
    button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
    button.setTitle("Go", for: .normal)
    button.addTarget(self, action: Selector("go", Self.go), for: .touchUpInside)
    scrollView.addSubview(button)
    scrollView.addSubview(pad)
    field.borderStyle = .roundedRect
    scrollView.addSubview(field)
  }

  func go() { taps += 1 }
  func backgroundTapped() { backgroundTaps += 1 }
  func sheetPanned(_ pan: UIPanGestureRecognizer) { sheetPans.append(pan.state) }
}

@MainActor
@Suite struct ScrollViewPanTests {
  /// A finger down at `start`, moved up by `distance` in 20-point steps with a frame
  /// between (so the whole move takes a few frames, under the content's 150 ms hold),
  /// then lifted.
  func flick(_ tester: ScreenTester, from start: CGPoint, up distance: CGFloat) {
    tester.touchDown(at: start)
    flickRest(tester, from: start, up: distance)
  }

  @Test func thePanIsTheScrollViewsAndScrollEnabledTurnsItOff() {
    let screen = ScrollScreen()
    let tester = ScreenTester(screen, device: .iPhone14)
    defer { tester.tearDown() }
    let pan = screen.scrollView.panGestureRecognizer
    #expect(pan.view === screen.scrollView)
    #expect(screen.scrollView.gestureRecognizers?.contains { $0 === pan } == true)
    screen.scrollView.isScrollEnabled = false
    #expect(!pan.isEnabled)
    flick(tester, from: CGPoint(x: 200, y: 500), up: 100)
    #expect(screen.scrollView.contentOffset == .zero)
    screen.scrollView.isScrollEnabled = true
    flick(tester, from: CGPoint(x: 200, y: 500), up: 100)
    #expect(screen.scrollView.contentOffset == CGPoint(x: 0, y: 100))
  }

  /// Apple's overview: a touch that moves before the scroll view's timer fires is a
  /// scroll, and the touched subview never tracks it.
  @Test func aQuickDragFromAButtonScrollsAndTheButtonNeverSeesIt() {
    let screen = ScrollScreen()
    let tester = ScreenTester(screen, device: .iPhone14)
    defer { tester.tearDown() }
    tester.touchDown(at: CGPoint(x: 120, y: 122))
    #expect(!screen.button.isHighlighted)  // held back, not yet the button's
    tester.moveTouch(to: CGPoint(x: 120, y: 102))
    #expect(screen.scrollView.isDragging)
    #expect(screen.scrollView.contentOffset == CGPoint(x: 0, y: 20))
    tester.pump()
    tester.moveTouch(to: CGPoint(x: 120, y: 42))
    tester.liftTouch(at: CGPoint(x: 120, y: 42))
    #expect(screen.scrollView.contentOffset == CGPoint(x: 0, y: 80))
    #expect(screen.button.events.isEmpty)
    #expect(screen.taps == 0)
    #expect(!screen.scrollView.isDragging && !screen.scrollView.isTracking)
  }

  /// A touch the window cancels while the content's touch is held back is nobody's tap:
  /// the button never hears of it.
  @Test func aCancelledHeldTouchIsNoTap() {
    let screen = ScrollScreen()
    let tester = ScreenTester(screen, device: .iPhone14)
    defer { tester.tearDown() }
    tester.touchDown(at: CGPoint(x: 120, y: 122))
    #expect(screen.scrollView.isTracking)
    tester.window.handleTouch(.cancelled, at: CGPoint(x: 120, y: 122))
    #expect(screen.button.events.isEmpty)
    #expect(screen.taps == 0)
    #expect(!screen.scrollView.isTracking)
  }

  /// A delegate that turns scrolling off as the drag begins stops it there: nothing
  /// moves, the keyboard stays, and the drag ends once.
  @Test func scrollingTurnedOffAsTheDragBeginsStopsIt() throws {
    let screen = ScrollScreen()
    let tester = ScreenTester(screen, device: .iPhone14)
    defer { tester.tearDown() }
    let log = DragLog()
    log.stopsScrolling = true
    screen.scrollView.delegate = log
    screen.scrollView.keyboardDismissMode = .onDrag
    try tester.tap(screen.field)
    try tester.settle()
    flick(tester, from: CGPoint(x: 350, y: 250), up: 100)
    try tester.settle()
    #expect(log.willBegin == 1 && log.didEnd == 1)
    #expect(screen.scrollView.contentOffset == .zero)
    #expect(tester.firstResponder === screen.field)
    #expect(!screen.scrollView.isDragging && !screen.scrollView.isTracking)
  }

  @Test func aQuickTapOnAButtonInAScrollViewStillTaps() {
    let screen = ScrollScreen()
    let tester = ScreenTester(screen, device: .iPhone14)
    defer { tester.tearDown() }
    try? tester.tap(screen.button)
    #expect(screen.taps == 1)
    #expect(screen.scrollView.contentOffset == .zero)
  }

  /// Once the timer has fired the button tracks the touch, and a drag cannot take it
  /// from a control (`touchesShouldCancel(in:)` is false for one): no scroll.
  @Test func aButtonHeldThenDraggedKeepsItsTouch() {
    let screen = ScrollScreen()
    let tester = ScreenTester(screen, device: .iPhone14)
    defer { tester.tearDown() }
    tester.touchDown(at: CGPoint(x: 120, y: 122))
    tester.pump(for: 0.1)
    #expect(!screen.button.isHighlighted)
    #expect(screen.scrollView.isTracking && !screen.scrollView.isDragging)
    tester.pump(for: 0.1)
    #expect(screen.button.isHighlighted)
    #expect(screen.button.events == ["began"])
    for y in stride(from: 102, through: 2, by: -20) {
      tester.moveTouch(to: CGPoint(x: 120, y: CGFloat(y)))
      tester.pump()
    }
    #expect(screen.scrollView.contentOffset == .zero)
    #expect(!screen.scrollView.isDragging)
    // Back onto the button and lifted: its touch-up-inside.
    tester.moveTouch(to: CGPoint(x: 120, y: 122))
    tester.liftTouch(at: CGPoint(x: 120, y: 122))
    #expect(screen.taps == 1)
  }

  /// A plain view is not a control: held, then dragged, it loses the touch to the scroll.
  @Test func aPlainViewHeldThenDraggedIsCancelledByTheScroll() {
    let screen = ScrollScreen()
    let tester = ScreenTester(screen, device: .iPhone14)
    defer { tester.tearDown() }
    tester.touchDown(at: CGPoint(x: 100, y: 400))
    tester.pump(for: 0.2)
    #expect(screen.pad.events == ["began"])
    flickRest(tester, from: CGPoint(x: 100, y: 400), up: 60)
    #expect(screen.pad.events == ["began", "cancelled"])
    #expect(screen.scrollView.contentOffset == CGPoint(x: 0, y: 60))
  }

  /// With `canCancelContentTouches` off, the content keeps a touch it has begun tracking.
  @Test func canCancelContentTouchesOffKeepsTheTrackedTouch() {
    let screen = ScrollScreen()
    let tester = ScreenTester(screen, device: .iPhone14)
    defer { tester.tearDown() }
    screen.scrollView.canCancelContentTouches = false
    tester.touchDown(at: CGPoint(x: 100, y: 400))
    tester.pump(for: 0.2)
    flickRest(tester, from: CGPoint(x: 100, y: 400), up: 60)
    #expect(screen.pad.events == ["began", "moved", "ended"])
    #expect(screen.scrollView.contentOffset == .zero)
  }

  /// The rest of a flick whose finger is already down at `start`.
  func flickRest(_ tester: ScreenTester, from start: CGPoint, up distance: CGFloat) {
    var travelled: CGFloat = 0
    while travelled < distance {
      travelled = min(distance, travelled + 20)
      tester.moveTouch(to: CGPoint(x: start.x, y: start.y - travelled))
      tester.pump()
    }
    tester.liftTouch(at: CGPoint(x: start.x, y: start.y - distance))
  }

  /// `delaysContentTouches = false`: the button highlights at once, and then owns the
  /// touch, so the scroll view does not scroll from it — the complaint answered by
  /// overriding `touchesShouldCancel(in:)`, which makes the drag scroll again and cancels
  /// the button.
  @Test(arguments: [false, true])
  func noDelayAndTouchesShouldCancel(overridden: Bool) {
    let screen = ScrollScreen(scrollView: overridden ? ButtonCancellingScrollView() : UIScrollView())
    let tester = ScreenTester(screen, device: .iPhone14)
    defer { tester.tearDown() }
    screen.scrollView.delaysContentTouches = false
    tester.touchDown(at: CGPoint(x: 120, y: 122))
    #expect(screen.button.isHighlighted)
    flickRest(tester, from: CGPoint(x: 120, y: 122), up: 60)
    #expect(screen.scrollView.contentOffset == CGPoint(x: 0, y: overridden ? 60 : 0))
    #expect(!screen.button.isHighlighted)
    // Kept, the button lifts 38 points above itself, within UIKit's 70-point touch-up-
    // inside margin: a tap. Cancelled, nothing.
    #expect(screen.taps == (overridden ? 0 : 1))
  }

  /// A tap recognizer on the screen hears a tap on the scroll view; a pan of the
  /// screen's that does not wait for the scroll view's loses a drag to it (the scroll
  /// view's own recognizers get the touch first, and the one that begins keeps the other
  /// from beginning).
  @Test func theScreensRecognizersMeetTheScroll() {
    let screen = ScrollScreen()
    let tester = ScreenTester(screen, device: .iPhone14)
    defer { tester.tearDown() }
    let tap = UITapGestureRecognizer(
      target: screen, action: Selector("backgroundTapped", ScrollScreen.backgroundTapped))
    screen.view.addGestureRecognizer(tap)
    let pan = UIPanGestureRecognizer(target: screen, action: Selector("sheetPanned:", ScrollScreen.sheetPanned))
    screen.view.addGestureRecognizer(pan)
    flick(tester, from: CGPoint(x: 350, y: 700), up: 100)
    #expect(screen.sheetPans.isEmpty)
    #expect(screen.backgroundTaps == 0)
    #expect(screen.scrollView.contentOffset == CGPoint(x: 0, y: 100))
    tester.tap(at: CGPoint(x: 350, y: 700))
    #expect(screen.backgroundTaps == 1)
  }

  /// A sheet's own pan that waits for the scroll view's (`require(toFail:)`): it moves the
  /// sheet only when the scroll view cannot scroll, and the scroll view scrolls only along
  /// an axis it can (content larger, or `alwaysBounceVertical`).
  @Test(arguments: [
    // Content taller than the 844-point screen: the scroll view's pan takes the drag.
    (2000.0, false, 100.0, 1, false),
    // Content that fits, no bounce: the scroll view cannot be dragged; the sheet's pan.
    (500.0, false, 0, 0, true),
    // Content that fits but bounces: the scroll view's drag (nothing to move).
    (500.0, true, 0, 1, false),
  ])
  func aPanThatWaitsForTheScrollViews(
    contentHeight: Double, bounces: Bool, offset: Double, drags: Int, sheetMoves: Bool
  ) {
    let screen = ScrollScreen()
    let tester = ScreenTester(screen, device: .iPhone14)
    defer { tester.tearDown() }
    let log = DragLog()
    screen.scrollView.delegate = log
    screen.scrollView.contentSize.height = contentHeight
    screen.scrollView.alwaysBounceVertical = bounces
    let sheetPan = UIPanGestureRecognizer(target: screen, action: Selector("sheetPanned:", ScrollScreen.sheetPanned))
    sheetPan.require(toFail: screen.scrollView.panGestureRecognizer)
    screen.view.addGestureRecognizer(sheetPan)
    flick(tester, from: CGPoint(x: 350, y: 700), up: 100)
    #expect(log.willBegin == drags)
    #expect(screen.scrollView.contentOffset == CGPoint(x: 0, y: offset))
    if sheetMoves {
      #expect(screen.sheetPans.first == .began && screen.sheetPans.last == .ended)
    } else {
      #expect(screen.sheetPans.isEmpty)
    }
  }

  /// openradar 14839243: `keyboardDismissMode` works only when the scroll view can be
  /// dragged; `alwaysBounceVertical` is the fix apps use.
  @Test(arguments: [false, true])
  func onDragNeedsADraggableScrollView(bounces: Bool) throws {
    let screen = ScrollScreen()
    let tester = ScreenTester(screen, device: .iPhone14)
    defer { tester.tearDown() }
    screen.scrollView.contentSize.height = 700
    screen.scrollView.alwaysBounceVertical = bounces
    screen.scrollView.keyboardDismissMode = .onDrag
    try tester.tap(screen.field)
    try tester.settle()
    #expect(tester.keyboardFrameOnScreen != nil)
    flick(tester, from: CGPoint(x: 350, y: 250), up: 100)
    try tester.settle()
    #expect((tester.keyboardFrameOnScreen == nil) == bounces)
    #expect((tester.firstResponder == nil) == bounces)
  }

  /// A horizontal strip inside a vertical page: each drag goes to the scroll view that
  /// can scroll along it.
  @Test func nestedScrollViewsSplitDragsByAxis() {
    let screen = ScrollScreen()
    let tester = ScreenTester(screen, device: .iPhone14)
    defer { tester.tearDown() }
    let strip = UIScrollView(frame: CGRect(x: 0, y: 160, width: 390, height: 120))
    strip.contentSize = CGSize(width: 1200, height: 120)
    screen.scrollView.addSubview(strip)
    let pageLog = DragLog()
    let stripLog = DragLog()
    screen.scrollView.delegate = pageLog
    strip.delegate = stripLog
    flick(tester, from: CGPoint(x: 200, y: 260), up: 80)
    #expect(pageLog.willBegin == 1 && stripLog.willBegin == 0)
    #expect(screen.scrollView.contentOffset == CGPoint(x: 0, y: 80))
    #expect(strip.contentOffset == .zero)
    // Sideways, on the strip (now 80 higher on screen).
    tester.touchDown(at: CGPoint(x: 300, y: 180))
    for x in stride(from: 280, through: 200, by: -20) {
      tester.moveTouch(to: CGPoint(x: CGFloat(x), y: 180))
      tester.pump()
    }
    tester.liftTouch(at: CGPoint(x: 200, y: 180))
    #expect(strip.contentOffset == CGPoint(x: 100, y: 0))
    #expect(pageLog.willBegin == 1 && stripLog.willBegin == 1)
    #expect(screen.scrollView.contentOffset == CGPoint(x: 0, y: 80))
  }

  /// Two vertical scroll views, one inside the other: the inner one's drag is its own,
  /// unless it lets the outer pan with it (its pan's delegate is the scroll view).
  @Test(arguments: [false, true])
  func nestedScrollViewsPanTogetherWhenTheInnerAllows(simultaneous: Bool) {
    let screen = ScrollScreen()
    let tester = ScreenTester(screen, device: .iPhone14)
    defer { tester.tearDown() }
    let inner = simultaneous ? SimultaneousScrollView() : UIScrollView()
    inner.frame = CGRect(x: 0, y: 160, width: 390, height: 200)
    inner.contentSize = CGSize(width: 390, height: 1000)
    screen.scrollView.addSubview(inner)
    flick(tester, from: CGPoint(x: 200, y: 300), up: 80)
    #expect(inner.contentOffset == CGPoint(x: 0, y: 80))
    #expect(screen.scrollView.contentOffset == CGPoint(x: 0, y: simultaneous ? 80 : 0))
  }

  /// A drag on a text view that is editing selects, inside a scroll view too: neither
  /// pan takes it (the selection drag of PORTING's "Selecting with the pointer").
  @Test func aDragOnAnEditingTextViewInAScrollViewSelects() throws {
    let screen = ScrollScreen()
    let tester = ScreenTester(screen, device: .iPhone14)
    defer { tester.tearDown() }
    let textView = UITextView(frame: CGRect(x: 20, y: 160, width: 350, height: 120))
    textView.font = .systemFont(ofSize: 17)
    textView.text = "one two three four five six seven eight nine ten eleven twelve"
    screen.scrollView.addSubview(textView)
    try tester.tap(textView)
    try tester.settle()
    #expect(tester.firstResponder === textView)
    // Down a line first: a vertical move the page could scroll by.
    tester.touchDown(at: CGPoint(x: 30, y: 175))
    tester.moveTouch(to: CGPoint(x: 30, y: 230))
    tester.pump()
    tester.moveTouch(to: CGPoint(x: 200, y: 230))
    tester.liftTouch(at: CGPoint(x: 200, y: 230))
    #expect(screen.scrollView.contentOffset == .zero)
    #expect(textView.selectedRange.length > 0)
  }
}
