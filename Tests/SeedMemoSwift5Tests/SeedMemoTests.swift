import Foundation
import Testing
import UIKit
import UIKitTesting

/// Seed 004's screen, the post's code compiled in Swift 5 mode, on an iPhone 14 (390×844,
/// safe area 47 / 34, keyboard 291 high, its top at 553), driven as a person would.
///
/// Hand-computed layout: the scroll view is 30…844 (814 high); the content is
/// 422 + 10 + 201 + 10 + 80 + 10 + 30 = 763 at rest, the spacer being the post's
/// 844 − (30 + 422 + 80 + 30 + 47 + 34) = 201; with the keyboard up the scroll view is
/// 30…553 (523 high) and the content, spacer and its gap gone, 552.
///
/// The post's `DispatchQueue.main.asyncAfter(deadline: .now() + 0.1)` runs on the
/// frame clock (`MainQueueFrameClock`): six frames after the keyboard's will-notification,
/// before that frame's layout.
@MainActor
@Suite(.serialized)
struct SeedMemoTests {
  func inWindow(_ view: UIView) -> CGRect { view.convert(view.bounds, to: nil) }

  @Test("At rest, up and down: the post's layout, wrapper, spacer and scroll to the bottom")
  func keyboardUpAndDown() throws {
    let tester = ScreenTester(device: .iPhone14)
    let clock = MainQueueFrameClock(runtime: tester.runtime)
    MainQueueFrameClock.active = clock
    defer {
      MainQueueFrameClock.active = nil
      tester.tearDown()
    }
    let controller = tester.run { ViewController() }
    tester.show(controller)
    try tester.settle()

    // At rest. The post's spacer reads the first window's safe area: 201.
    #expect(controller.interSpacerView.frame.height == 201)
    #expect(controller.scrollView.frame == CGRect(x: 0, y: 30, width: 390, height: 814))
    #expect(controller.scrollView.contentSize == CGSize(width: 390, height: 763))
    // A plain scroll view is `.automatic`: content that fits is not adjusted (iOS's
    // rule), though the scroll view is 17 points under the status band and covers the
    // home-indicator band.
    #expect(controller.scrollView.contentInsetAdjustmentBehavior == .automatic)
    #expect(controller.scrollView.safeAreaInsets == UIEdgeInsets(top: 17, left: 0, bottom: 34, right: 0))
    #expect(controller.scrollView.adjustedContentInset == .zero)
    #expect(controller.scrollView.contentOffset == .zero)
    #expect(inWindow(controller.textView) == CGRect(x: 30, y: 30, width: 330, height: 422))
    // 30 + 422 + 10 + 201 + 10.
    #expect(inWindow(controller.button) == CGRect(x: 0, y: 673, width: 390, height: 80))

    // Up: tap the text view. The post's closure hides the spacer and schedules its scroll.
    try tester.tap(controller.textView)
    #expect(controller.textView.isFirstResponder)
    #expect(controller.interSpacerView.isHidden)
    clock.pump(5)
    #expect(clock.hasPending)
    // The post's scroll runs at the start of frame 6. Inside the post's
    // `UIView.transition` the layout is final at once, as on iOS: the wrapper's model
    // height is the keyboard's while what is drawn is still on its way.
    #expect(controller.keyboardWrapperView.frame.height == 291)
    let drawnUp = controller.keyboardWrapperView.presentationFrame.height
    #expect(drawnUp > 0 && drawnUp < 291)
    clock.pump(1)
    #expect(clock.ranCount == 1)
    try tester.settle()
    #expect(controller.keyboardWrapperView.frame == CGRect(x: 0, y: 553, width: 390, height: 291))
    #expect(controller.scrollView.frame == CGRect(x: 0, y: 30, width: 390, height: 523))
    #expect(controller.scrollView.contentSize == CGSize(width: 390, height: 552))
    // Scrollable now (552 > 523): adjusted by the 17 points under the status band; its
    // bottom (553) is above the home-indicator band.
    #expect(controller.scrollView.adjustedContentInset == UIEdgeInsets(top: 17, left: 0, bottom: 0, right: 0))
    // The post's scroll read the final layout 0.1 s in: 552 − 523 = 29, and Save's
    // bottom is 30 + 512 − 29 = 513, above the keyboard's top (553).
    #expect(controller.scrollView.contentOffset.y == 29)
    #expect(inWindow(controller.button).maxY == 513)

    // Down (Escape): the spacer is back and the post scrolls to its bottom again, whose
    // offset is negative now (−51 on iOS): code's offsets are not clamped, so the content
    // stays below its resting place until touched.
    #expect(tester.press(.escape))
    #expect(!controller.textView.isFirstResponder)
    #expect(!controller.interSpacerView.isHidden)
    clock.pump(5)
    #expect(controller.keyboardWrapperView.frame.height == 0)
    let drawnDown = controller.keyboardWrapperView.presentationFrame.height
    #expect(drawnDown > 0 && drawnDown < 291)
    clock.pump(1)
    #expect(clock.ranCount == 2)
    try tester.settle()
    #expect(controller.keyboardWrapperView.frame.height == 0)
    #expect(controller.scrollView.frame == CGRect(x: 0, y: 30, width: 390, height: 814))
    #expect(controller.scrollView.adjustedContentInset == .zero)
    let downOffset = controller.scrollView.contentOffset.y
    // 763 − 814, unclamped.
    #expect(downOffset == -51)
    #expect(abs(inWindow(controller.textView).minY - (30 - downOffset)) < 1e-6)
    tester.pump(frames: 60)
    #expect(controller.scrollView.contentOffset.y == downOffset)
    // The first touch of the wheel brings it back within the content: at rest, 0.
    #expect(tester.scroll(by: CGPoint(x: 0, y: 1), at: CGPoint(x: 195, y: 300)))
    #expect(controller.scrollView.contentOffset == .zero)
    #expect(inWindow(controller.textView) == CGRect(x: 30, y: 30, width: 330, height: 422))
  }
}
