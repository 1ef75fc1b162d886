import Foundation
import Testing
import UIKit
import UIKitTesting

/// A screen with a recording view in the middle and a button below it; recognizers are
/// added per test.
private final class GestureScreen: UIViewController {
  let pad = TouchRecorder(frame: CGRect(x: 50, y: 100, width: 300, height: 300))
  let button = UIButton(type: .system)
  var log: [String] = []
  var buttonTaps = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    view.addSubview(pad)
    button.frame = CGRect(x: 50, y: 500, width: 200, height: 44)
    button.setTitle("Go", for: .normal)
    button.addTarget(self, action: Selector("buttonTapped", Self.buttonTapped), for: .touchUpInside)
    view.addSubview(button)
  }

  func buttonTapped() { buttonTaps += 1 }

  func tapped(_ recognizer: UITapGestureRecognizer) { log.append("tap \(recognizer.state)") }
  func doubleTapped(_ recognizer: UITapGestureRecognizer) { log.append("double \(recognizer.state)") }
  func panned(_ recognizer: UIPanGestureRecognizer) {
    let t = recognizer.translation(in: view)
    log.append("pan \(recognizer.state) \(Int(t.x)),\(Int(t.y))")
  }
  func pressed(_ recognizer: UILongPressGestureRecognizer) { log.append("press \(recognizer.state)") }
  func swiped(_ recognizer: UISwipeGestureRecognizer) { log.append("swipe \(recognizer.state)") }
}

/// A delegate whose answers each test sets.
private final class Referee: UIGestureRecognizerDelegate {
  var begin = true
  var receive = true
  var simultaneous = false
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begin }
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receive }
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
  ) -> Bool { simultaneous }
}

@MainActor
@Suite struct GestureRecognizerTests {
  private func make() -> (GestureScreen, ScreenTester) {
    let screen = GestureScreen()
    let tester = ScreenTester(screen, device: .iPhone14)
    return (screen, tester)
  }

  private let padCentre = CGPoint(x: 200, y: 250)

  @Test func aTapIsRecognizedOnceAndCancelsTheViewsTouchByDefault() throws {
    let (screen, tester) = make()
    defer { tester.tearDown() }
    let tap = UITapGestureRecognizer(target: screen, action: Selector("tapped:", GestureScreen.tapped(_:)))
    screen.pad.addGestureRecognizer(tap)
    #expect(screen.pad.gestureRecognizers?.count == 1)
    #expect(tap.view === screen.pad)
    tester.tap(at: padCentre)
    // One action, for .ended (= .recognized); the view saw the touch begin, and then
    // UIKit cancelled it (cancelsTouchesInView).
    #expect(screen.log == ["tap ended"])
    #expect(screen.pad.events == ["began", "cancelled"])
    #expect(tap.state == .possible, "reset once the touch is over")
  }

  @Test func withoutCancellingTheViewGetsItsTouchEnded() throws {
    let (screen, tester) = make()
    defer { tester.tearDown() }
    let tap = UITapGestureRecognizer(target: screen, action: Selector("tapped:", GestureScreen.tapped(_:)))
    tap.cancelsTouchesInView = false
    screen.view.addGestureRecognizer(tap)
    tester.tap(at: padCentre)
    #expect(screen.log == ["tap ended"])
    #expect(screen.pad.events == ["began", "ended"])
  }

  @Test func delaysTouchesBeganKeepsTheTouchFromTheViewUntilTheRecognizerFails() throws {
    let (screen, tester) = make()
    defer { tester.tearDown() }
    let tap = UITapGestureRecognizer(target: screen, action: Selector("tapped:", GestureScreen.tapped(_:)))
    tap.delaysTouchesBegan = true
    screen.pad.addGestureRecognizer(tap)
    // A tap: recognized, so the view never hears of it.
    tester.tap(at: padCentre)
    #expect(screen.pad.events == [])
    // A drag: the tap fails at the first move past 10 pt, and the view then gets the
    // touch from its beginning and where it is now ("a touchesBegan call (and possibly
    // a follow-up touchesMoved call…)", `delaysTouchesBegan`'s documentation).
    tester.touchDown(at: padCentre)
    #expect(screen.pad.events == [])
    tester.moveTouch(to: CGPoint(x: 230, y: 250))
    #expect(screen.pad.events == ["began", "moved"])
    tester.moveTouch(to: CGPoint(x: 240, y: 250))
    tester.liftTouch(at: CGPoint(x: 240, y: 250))
    #expect(screen.pad.events == ["began", "moved", "ended"])
    #expect(screen.log == ["tap ended"])
  }

  @Test func aButtonKeepsItsSingleTapFromARecognizerAbove() throws {
    let (screen, tester) = make()
    defer { tester.tearDown() }
    let tap = UITapGestureRecognizer(target: screen, action: Selector("tapped:", GestureScreen.tapped(_:)))
    screen.view.addGestureRecognizer(tap)
    try tester.tap(screen.button)
    #expect(screen.buttonTaps == 1)
    #expect(screen.log == [])
    // A double tap is not the button's default action: the recognizer gets it.
    let double = UITapGestureRecognizer(
      target: screen, action: Selector("doubleTapped:", GestureScreen.doubleTapped(_:)))
    double.numberOfTapsRequired = 2
    screen.view.addGestureRecognizer(double)
    tester.pump(for: 1)
    try tester.tap(screen.button)
    try tester.tap(screen.button)
    #expect(screen.log == ["double ended"])
  }

  @Test func aSingleTapWaitsForTheDoubleTapToFail() throws {
    let (screen, tester) = make()
    defer { tester.tearDown() }
    let single = UITapGestureRecognizer(target: screen, action: Selector("tapped:", GestureScreen.tapped(_:)))
    let double = UITapGestureRecognizer(
      target: screen, action: Selector("doubleTapped:", GestureScreen.doubleTapped(_:)))
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    screen.pad.addGestureRecognizer(single)
    screen.pad.addGestureRecognizer(double)

    tester.tap(at: padCentre)
    #expect(screen.log == [], "the single tap waits while a second tap may come")
    // 0.35 s later the double tap has failed, and the single tap is recognized.
    tester.pump(for: 0.2)
    #expect(screen.log == [])
    tester.pump(for: 0.2)
    #expect(screen.log == ["tap ended"])

    tester.pump(for: 1)
    screen.log = []
    tester.tap(at: padCentre)
    tester.pump(frames: 6)
    tester.tap(at: padCentre)
    try tester.settle()
    #expect(screen.log == ["double ended"], "a double tap, and the single tap failed with it")
  }

  @Test func aPanReportsItsTranslationFromWhereTheTouchWentDown() throws {
    let (screen, tester) = make()
    defer { tester.tearDown() }
    let pan = UIPanGestureRecognizer(target: screen, action: Selector("panned:", GestureScreen.panned(_:)))
    screen.pad.addGestureRecognizer(pan)
    // 100 pt right in 10 frames: 10 pt a step, so the first move (10 pt) begins it.
    tester.drag(from: padCentre, to: CGPoint(x: 300, y: 250), steps: 10)
    #expect(screen.log.first == "pan began 10,0")
    #expect(screen.log.dropFirst().dropLast().allSatisfy { $0.hasPrefix("pan changed") })
    #expect(screen.log.count == 11)
    #expect(screen.log.last == "pan ended 100,0")
    #expect(screen.pad.events == ["began", "cancelled"])
  }

  @Test func setTranslationMakesTheNextMoveCountFromZero() throws {
    let (screen, tester) = make()
    defer { tester.tearDown() }
    final class Sheet {
      var moves: [CGFloat] = []
      func dragged(_ pan: UIPanGestureRecognizer) {
        moves.append(pan.translation(in: nil).y)
        pan.setTranslation(.zero, in: nil)
      }
    }
    let sheet = Sheet()
    let pan = UIPanGestureRecognizer(target: sheet, action: Selector("dragged:", Sheet.dragged(_:)))
    screen.pad.addGestureRecognizer(pan)
    tester.drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 200, y: 210), steps: 4)
    // 15 pt a step; each action sees only the move since the last.
    #expect(sheet.moves == [15, 15, 15, 15, 0])
  }

  @Test func aPanWhoseTouchStaysPutFailsAndATapIsStillATap() throws {
    let (screen, tester) = make()
    defer { tester.tearDown() }
    let pan = UIPanGestureRecognizer(target: screen, action: Selector("panned:", GestureScreen.panned(_:)))
    let tap = UITapGestureRecognizer(target: screen, action: Selector("tapped:", GestureScreen.tapped(_:)))
    screen.pad.addGestureRecognizer(pan)
    screen.pad.addGestureRecognizer(tap)
    tester.tap(at: padCentre)
    #expect(screen.log == ["tap ended"])
    #expect(pan.state == .possible)
  }

  @Test func aLongPressBeginsAfterHalfASecondAndATapFailsIt() throws {
    let (screen, tester) = make()
    defer { tester.tearDown() }
    let press = UILongPressGestureRecognizer(
      target: screen, action: Selector("pressed:", GestureScreen.pressed(_:)))
    screen.pad.addGestureRecognizer(press)
    tester.hold(at: padCentre, for: 0.3)
    #expect(screen.log == [])
    tester.touchDown(at: padCentre)
    tester.pump(for: 0.45)
    #expect(screen.log == [])
    tester.pump(for: 0.1)
    #expect(screen.log == ["press began"])
    tester.moveTouch(to: CGPoint(x: 260, y: 250))
    tester.liftTouch(at: CGPoint(x: 260, y: 250))
    #expect(screen.log == ["press began", "press changed", "press ended"])
  }

  @Test func aLongPressFailsWhenTheFingerWanders() throws {
    let (screen, tester) = make()
    defer { tester.tearDown() }
    let press = UILongPressGestureRecognizer(
      target: screen, action: Selector("pressed:", GestureScreen.pressed(_:)))
    screen.pad.addGestureRecognizer(press)
    tester.touchDown(at: padCentre)
    tester.moveTouch(to: CGPoint(x: 215, y: 250))
    tester.pump(for: 0.6)
    tester.liftTouch(at: CGPoint(x: 215, y: 250))
    #expect(screen.log == [])
  }

  @Test func aSwipeIsRecognizedInItsDirectionOnly() throws {
    let (screen, tester) = make()
    defer { tester.tearDown() }
    let swipe = UISwipeGestureRecognizer(target: screen, action: Selector("swiped:", GestureScreen.swiped(_:)))
    swipe.direction = .left
    screen.pad.addGestureRecognizer(swipe)
    tester.drag(from: padCentre, to: CGPoint(x: 300, y: 250), steps: 4)
    #expect(screen.log == [])
    tester.drag(from: padCentre, to: CGPoint(x: 100, y: 250), steps: 4)
    #expect(screen.log == ["swipe ended"])
    // Too slow: 50 pt takes 45 frames (0.73 s) at this pace, a drag and not a swipe.
    screen.log = []
    tester.drag(from: padCentre, to: CGPoint(x: 100, y: 250), steps: 90)
    #expect(screen.log == [])
  }

  @Test func theDelegateDecidesWhatTheRecognizerSeesAndWhetherItBegins() throws {
    let (screen, tester) = make()
    defer { tester.tearDown() }
    let referee = Referee()
    let tap = UITapGestureRecognizer(target: screen, action: Selector("tapped:", GestureScreen.tapped(_:)))
    tap.delegate = referee
    screen.pad.addGestureRecognizer(tap)
    referee.receive = false
    tester.tap(at: padCentre)
    #expect(screen.log == [])
    #expect(screen.pad.events == ["began", "ended"], "a touch the recognizer never saw is the view's")
    referee.receive = true
    referee.begin = false
    screen.pad.events = []
    tester.pump(for: 1)
    tester.tap(at: padCentre)
    #expect(screen.log == [])
    #expect(screen.pad.events == ["began", "ended"])
    referee.begin = true
    tester.pump(for: 1)
    tester.tap(at: padCentre)
    #expect(screen.log == ["tap ended"])
  }

  @Test func oneRecognizerWinsUnlessTheyMayRecognizeTogether() throws {
    let (screen, tester) = make()
    defer { tester.tearDown() }
    let inner = UIPanGestureRecognizer(target: screen, action: Selector("panned:", GestureScreen.panned(_:)))
    final class Outer {
      var states: [UIGestureRecognizer.State] = []
      func moved(_ pan: UIPanGestureRecognizer) { states.append(pan.state) }
    }
    let outerTarget = Outer()
    let outer = UIPanGestureRecognizer(target: outerTarget, action: Selector("moved:", Outer.moved(_:)))
    screen.pad.addGestureRecognizer(inner)
    screen.view.addGestureRecognizer(outer)
    tester.drag(from: padCentre, to: CGPoint(x: 250, y: 250), steps: 2)
    // The pad's own recognizer gets the touch first and wins; the outer one fails.
    #expect(screen.log.first == "pan began 25,0")
    #expect(outerTarget.states == [])

    let referee = Referee()
    referee.simultaneous = true
    outer.delegate = referee
    screen.log = []
    tester.drag(from: padCentre, to: CGPoint(x: 250, y: 250), steps: 2)
    #expect(screen.log.count == 3)
    #expect(outerTarget.states == [.began, .changed, .ended])
  }

  @Test func aDisabledRecognizerSeesNothingAndARemovedOneIsGone() throws {
    let (screen, tester) = make()
    defer { tester.tearDown() }
    let tap = UITapGestureRecognizer(target: screen, action: Selector("tapped:", GestureScreen.tapped(_:)))
    screen.pad.addGestureRecognizer(tap)
    tap.isEnabled = false
    tester.tap(at: padCentre)
    tap.isEnabled = true
    screen.pad.removeGestureRecognizer(tap)
    #expect(tap.view == nil)
    #expect(screen.pad.gestureRecognizers == nil)
    tester.pump(for: 1)
    tester.tap(at: padCentre)
    #expect(screen.log == [])
    #expect(screen.pad.events == ["began", "ended", "began", "ended"])
  }

  @Test func theTargetIsNotRetainedAndOneThatIsGoneIsNotCalled() throws {
    let (screen, tester) = make()
    defer { tester.tearDown() }
    final class Listener {
      var calls = 0
      func heard() { calls += 1 }
    }
    var listener: Listener? = Listener()
    weak let weakListener = listener
    let tap = UITapGestureRecognizer(target: listener!, action: Selector("heard", Listener.heard))
    screen.pad.addGestureRecognizer(tap)
    tester.tap(at: padCentre)
    #expect(listener?.calls == 1)
    listener = nil
    #expect(weakListener == nil, "the recognizer does not keep its target")
    tester.pump(for: 1)
    tester.tap(at: padCentre)
  }

  @Test func endEditingAsTheActionGetsTrueAsObjectiveCWouldPassIt() throws {
    final class Form: UIViewController {
      let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        // `#selector(UIView.endEditing(_:))` with the view as target: the recognizer
        // arrives where a Bool is taken, and a non-nil object reads as true.
        view.addGestureRecognizer(
          UITapGestureRecognizer(target: view, action: Selector("endEditing:", UIView.endEditing(_:))))
      }
    }
    let form = Form()
    let tester = ScreenTester(form, device: .iPhoneSE)
    defer { tester.tearDown() }
    try tester.tap(form.field)
    try tester.settle()
    #expect(tester.firstResponder === form.field)
    tester.tap(at: CGPoint(x: 150, y: 400))
    try tester.settle()
    #expect(tester.firstResponder == nil)
    #expect(tester.keyboardFrameOnScreen == nil)
  }
}
