import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// The keyboard idiom with a property animator: a keyboardWillShow observer reads the
/// duration and curve from the notification (NSNumber 0.25 and NSNumber 7, as iOS posts
/// them), moves a bottom constraint by the keyboard's height and animates the layout with
/// `UIViewPropertyAnimator(duration:curve:) { layoutIfNeeded() }.startAnimation()`. The
/// box's bottom must be the keyboard's top on every frame.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct KeyboardPropertyAnimatorTests {
  @MainActor
  final class Scene {
    let fixture = KeyboardFixture()
    let box = UIView()
    let bottom: NSLayoutConstraint
    var durations: [Double] = []
    var curves: [Int] = []
    private var observers: [NSObjectProtocol] = []

    init() {
      let root = fixture.root.view!
      box.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(box)
      bottom = box.bottomAnchor.constraint(equalTo: root.bottomAnchor)
      NSLayoutConstraint.activate([
        bottom,
        box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        box.widthAnchor.constraint(equalToConstant: 390),
        box.heightAnchor.constraint(equalToConstant: 50),
      ])
      fixture.window.layoutIfNeeded()
      for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] {
        observers.append(
          NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
            nonisolated(unsafe) let note = note
            MainActor.assumeIsolated { self?.keyboardWillChange(note) }
          })
      }
    }

    isolated deinit {
      for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    /// What an iOS screen writes.
    private func keyboardWillChange(_ notification: Notification) {
      guard let userInfo = notification.userInfo,
        let duration = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue,
        let curveRaw = (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue,
        let end = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
      else { return }
      durations.append(duration)
      curves.append(curveRaw)
      let curve = UIView.AnimationCurve(rawValue: curveRaw)!
      let showing = notification.name == UIResponder.keyboardWillShowNotification
      bottom.constant = showing ? -end.height : 0
      let view = fixture.root.view!
      UIViewPropertyAnimator(duration: duration, curve: curve) {
        view.layoutIfNeeded()
      }.startAnimation()
    }

    var keyboardTop: CGFloat { fixture.keyboard.keyboardPresentationFrame.minY }
  }

  // The keyboard slides 844 → 553 on curve 7 (0.38, 0.7, 0.125, 1) over 15 frames:
  // frame 1: 805.665058, 5: 613.232955, 10: 559.465889, 14: 553.181355 (844 − 291·E(k/15)).
  @Test("The box's bottom is the keyboard's top on every frame of the show and the hide")
  func followsKeyboard() {
    let scene = Scene()
    defer { scene.fixture.tearDown() }
    let input = scene.fixture.addInput(CGRect(x: 20, y: 100, width: 300, height: 40))
    input.becomeFirstResponder()
    #expect(scene.durations == [0.25])
    #expect(scene.curves == [7])
    #expect(scene.box.presentationFrame.maxY == 844)
    let expected: [Int: CGFloat] = [1: 805.665058, 5: 613.232955, 10: 559.465889, 14: 553.181355]
    for frame in 1...15 {
      scene.fixture.frames(1)
      expectClose(scene.box.presentationFrame.maxY, scene.keyboardTop, within: 1e-6, "frame \(frame)")
      if let want = expected[frame] {
        expectClose(scene.box.presentationFrame.maxY, want, within: 1e-5, "frame \(frame)")
      }
    }
    #expect(scene.box.frame.maxY == 553)
    #expect(scene.keyboardTop == 553)
    scene.fixture.frames(1)
    #expect(!UIKitRuntime.current.animator.isAnimating)

    input.resignFirstResponder()
    #expect(scene.curves == [7, 7])
    for frame in 1...15 {
      scene.fixture.frames(1)
      expectClose(scene.box.presentationFrame.maxY, scene.keyboardTop, within: 1e-6, "hide frame \(frame)")
    }
    #expect(scene.box.frame.maxY == 844)
  }
}
