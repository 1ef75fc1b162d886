import Foundation
import UIKit
import UIKitTesting
import XCTest

/// The same as `TestBodyWorldTests`, in XCTest: a tester made in `setUp` or in a test
/// body is the world the body's code acts on.
@MainActor
final class TestBodyWorldXCTests: XCTestCase {
  private var screen: CardController!
  private var tester: ScreenTester!

  override func setUp() async throws {
    screen = CardController()
    tester = ScreenTester(screen)
  }

  override func tearDown() async throws {
    tester.tearDown()
    tester = nil
    screen = nil
  }

  func testAnAnimationInTheBodyAnimatesTheScreen() {
    var finished: Bool?
    screen.cardTop.constant = CardMove.to
    UIView.animate(withDuration: 0.3, animations: { self.screen.view.layoutIfNeeded() }, completion: { finished = $0 })
    tester.pump(frames: 9)
    XCTAssertEqual(tester.presentedFrame(of: screen.card).minY, CardMove.halfway, accuracy: 1e-6)
    XCTAssertEqual(screen.card.layer.presentation()?.frame.minY ?? 0, CardMove.halfway, accuracy: 1e-6)
    XCTAssertNil(finished)
    tester.pump(frames: 9)
    XCTAssertEqual(tester.presentedFrame(of: screen.card).minY, CardMove.to)
    XCTAssertEqual(finished, true)
  }

  func testTheMainScreenIsTheTesters() {
    let small = ScreenTester(device: .iPhoneSE)
    XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 375, height: 667))
    XCTAssertEqual(CardController().screenWidthAtInit, 375)
    small.tearDown()
    XCTAssertTrue(UIScreen.main === tester.window.screen)
  }

  func testAnAsyncBodyAnimatesTheScreen() async {
    await Task.yield()
    screen.cardTop.constant = CardMove.to
    UIView.animate(withDuration: 0.3) { self.screen.view.layoutIfNeeded() }
    tester.pump(frames: 9)
    XCTAssertEqual(tester.presentedFrame(of: screen.card).minY, CardMove.halfway, accuracy: 1e-6)
  }
}
