import Foundation
import Testing
import UIKit
import UIKitTesting

/// A card pinned 150 points from the top, as a screen moves one with a constraint.
@MainActor
final class CardController: UIViewController {
  let card = UIView()
  var cardTop: NSLayoutConstraint!
  /// What `UIScreen.main` said when the controller was made.
  let screenWidthAtInit = UIScreen.main.bounds.width

  override func viewDidLoad() {
    super.viewDidLoad()
    card.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(card)
    cardTop = card.topAnchor.constraint(equalTo: view.topAnchor, constant: 150)
    NSLayoutConstraint.activate([
      cardTop, card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 50),
    ])
  }
}

/// UIKit's default curve for `UIView.animate` is ease-in-out, (0.42, 0, 0.58, 1): at half
/// the duration it is exactly halfway, by its symmetry, so a 0.3 s move from 150 to 400 is
/// at 275 after 9 of its 18 frames.
enum CardMove {
  static let from: CGFloat = 150
  static let to: CGFloat = 400
  static let halfway: CGFloat = 275
}

/// What a test's body does reaches the screen of the tester it made, with no wrapping:
/// animations, the main screen, the application, a controller's initializer,
/// notifications; with two testers the one made last, and an animation always on the
/// clock of the views it changes.
@MainActor
@Suite struct TestBodyWorldTests {
  @Test func anAnimationInTheBodyAnimatesTheScreen() {
    let screen = CardController()
    let tester = ScreenTester(screen)
    defer { tester.tearDown() }
    var finished: Bool?
    screen.cardTop.constant = CardMove.to
    UIView.animate(withDuration: 0.3, animations: { screen.view.layoutIfNeeded() }, completion: { finished = $0 })
    // The model is at the target at once, as on iOS; the drawn frame moves.
    #expect(tester.frame(of: screen.card).minY == CardMove.to)
    tester.pump(frames: 9)
    #expect(abs(tester.presentedFrame(of: screen.card).minY - CardMove.halfway) < 1e-6)
    let drawn = screen.card.layer.presentation()?.frame.minY
    #expect(drawn.map { abs($0 - CardMove.halfway) < 1e-6 } == true)
    #expect(finished == nil)
    tester.pump(frames: 9)
    #expect(tester.presentedFrame(of: screen.card).minY == CardMove.to)
    #expect(finished == true)
  }

  @Test func performWithoutAnimationInTheBodyMovesAtOnce() {
    let screen = CardController()
    let tester = ScreenTester(screen)
    defer { tester.tearDown() }
    UIView.animate(withDuration: 0.3) {
      UIView.performWithoutAnimation {
        screen.cardTop.constant = CardMove.to
        screen.view.layoutIfNeeded()
      }
    }
    #expect(tester.presentedFrame(of: screen.card).minY == CardMove.to)
    tester.pump(frames: 1)
    #expect(tester.presentedFrame(of: screen.card).minY == CardMove.to)
    #expect(!tester.runtime.isAnimating)
  }

  @Test func aPropertyAnimatorMadeInTheBodyRunsOnTheScreensClock() {
    let screen = CardController()
    let tester = ScreenTester(screen)
    defer { tester.tearDown() }
    screen.cardTop.constant = CardMove.to
    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .linear) { screen.view.layoutIfNeeded() }
    var position: UIViewAnimatingPosition?
    animator.addCompletion { position = $0 }
    animator.startAnimation()
    tester.pump(frames: 6)  // a third of 0.3 s, on a linear curve
    #expect(
      abs(tester.presentedFrame(of: screen.card).minY - (CardMove.from + (CardMove.to - CardMove.from) / 3)) < 1e-6)
    tester.pump(frames: 12)
    #expect(position == .end)
    #expect(tester.presentedFrame(of: screen.card).minY == CardMove.to)
  }

  @Test func theMainScreenApplicationAndAControllerMadeInTheBodyAreTheTesters() {
    let tester = ScreenTester(device: .iPhoneSE)
    defer { tester.tearDown() }
    // The iPhone SE (3rd generation) is 375 × 667 points.
    #expect(UIScreen.main.bounds.size == CGSize(width: 375, height: 667))
    #expect(UIScreen.main === tester.window.screen)
    let keyWindow = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
      .flatMap(\.windows).first { $0.isKeyWindow }
    #expect(keyWindow === tester.window)
    let screen = CardController()
    #expect(screen.screenWidthAtInit == 375)
    tester.show(screen)
    #expect(tester.frame(of: screen.view).width == 375)
  }

  @Test func aNotificationPostedInTheBodyMovesTheScreenOnItsClock() {
    let screen = CardController()
    let tester = ScreenTester(screen)
    defer { tester.tearDown() }
    let token = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
    ) { _ in
      MainActor.assumeIsolated {
        screen.cardTop.constant = CardMove.to
        UIView.animate(withDuration: 0.3) { screen.view.layoutIfNeeded() }
      }
    }
    defer { NotificationCenter.default.removeObserver(token) }
    NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
    tester.pump(frames: 9)
    #expect(abs(tester.presentedFrame(of: screen.card).minY - CardMove.halfway) < 1e-6)
  }

  @Test func withTwoTestersTheNewestIsCurrentAndEachAnimationKeepsToItsViews() {
    let first = CardController()
    let one = ScreenTester(first, device: .iPhoneSE)
    defer { one.tearDown() }
    let second = CardController()
    let two = ScreenTester(second, device: .iPhone14)
    #expect(UIScreen.main === two.window.screen)
    // The first tester's card, animated while the second is current: on the first's clock.
    first.cardTop.constant = CardMove.to
    UIView.animate(withDuration: 0.3) { first.view.layoutIfNeeded() }
    two.pump(frames: 9)
    #expect(one.presentedFrame(of: first.card).minY == CardMove.from)
    one.pump(frames: 9)
    #expect(abs(one.presentedFrame(of: first.card).minY - CardMove.halfway) < 1e-6)
    #expect(two.presentedFrame(of: second.card).minY == CardMove.from)
    // Nested: a third tester made and torn down; then the second goes, and the first is
    // current again.
    let three = ScreenTester(device: .iPhone16ProMax)
    #expect(UIScreen.main === three.window.screen)
    three.tearDown()
    #expect(UIScreen.main === two.window.screen)
    two.tearDown()
    #expect(UIScreen.main === one.window.screen)
  }

  @Test func anAsyncTestKeepsItsTesterAcrossSuspensions() async {
    let screen = CardController()
    let tester = ScreenTester(screen, device: .iPhoneSE)
    defer { tester.tearDown() }
    await Task.yield()
    #expect(UIScreen.main.bounds.width == 375)
    screen.cardTop.constant = CardMove.to
    UIView.animate(withDuration: 0.3) { screen.view.layoutIfNeeded() }
    try? await Task.sleep(nanoseconds: 1_000_000)
    tester.pump(frames: 9)
    #expect(abs(tester.presentedFrame(of: screen.card).minY - CardMove.halfway) < 1e-6)
  }

  @Test func aTornDownTesterIsNoLongerCurrent() {
    let before = UIKitRuntime.current
    let tester = ScreenTester(device: .iPhoneSE)
    #expect(UIKitRuntime.current === tester.runtime)
    tester.tearDown()
    #expect(UIKitRuntime.current === before)
  }

  /// One block that changes views of two testers' runtimes could not be drawn rightly on
  /// either clock: the process stops and says how to mend it.
  @Test func oneBlockOverTwoTestersStopsWithAMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let first = CardController()
        let one = ScreenTester(first)
        let second = CardController()
        let two = ScreenTester(second)
        first.cardTop.constant = CardMove.to
        second.cardTop.constant = CardMove.to
        UIView.animate(withDuration: 0.3) {
          first.view.layoutIfNeeded()
          second.view.layoutIfNeeded()
        }
        one.tearDown()
        two.tearDown()
      }
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains("one animation block changed views of two UIKit runtimes"))
    #expect(text.contains("tester.run { UIView.animate(…) }"))
  }
}
