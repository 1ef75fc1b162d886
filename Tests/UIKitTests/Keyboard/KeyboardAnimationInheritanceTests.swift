import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// UIKit's rule for nested animation blocks, inside the keyboard's notification (where
/// it makes a screen move with the keyboard) and in plain nested `UIView.animate`.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct KeyboardAnimationInheritanceTests {
  /// A window with a 40-point box whose top constraint goes from 300 to 200. Made in
  /// each test's body (see `KeyboardViewTests.setUp`).
  @MainActor
  final class Scene {
    let fixture = KeyboardFixture()
    let box = UIView()
    let top: NSLayoutConstraint
    private var observer: NSObjectProtocol?

    init() {
      let root = fixture.root.view!
      box.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(box)
      top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 300)
      NSLayoutConstraint.activate([
        top,
        box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        box.widthAnchor.constraint(equalToConstant: 40),
        box.heightAnchor.constraint(equalToConstant: 40),
      ])
      fixture.window.layoutIfNeeded()
    }

    isolated deinit {
      if let observer { NotificationCenter.default.removeObserver(observer) }
    }

    /// Runs `animations` in every will-show.
    func onWillShow(_ animations: @escaping @MainActor (UIView, NSLayoutConstraint) -> Void) {
      let box = box
      let top = top
      observer = NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
      ) { _ in
        MainActor.assumeIsolated { animations(box, top) }
      }
    }

    /// The box's progress from 300 to 200 and the keyboard's from hidden to shown.
    func progress() -> (box: Double, keyboard: Double) {
      let box = (300 - Double(box.presentationFrame.minY)) / 100
      let keyboard = (844 - Double(fixture.keyboard.keyboardPresentationFrame.minY)) / 291
      return (box, keyboard)
    }

    func showKeyboard() {
      fixture.addInput(CGRect(x: 20, y: 100, width: 300, height: 40)).becomeFirstResponder()
    }
  }

  @Test("A plain layoutIfNeeded() in will-show animates with the keyboard, frame for frame")
  func plainLayoutIfNeeded() {
    let scene = Scene()
    defer { scene.fixture.tearDown() }
    scene.onWillShow { box, top in
      top.constant = 200
      box.superview!.layoutIfNeeded()
    }
    scene.showKeyboard()
    #expect(scene.box.presentationFrame.minY == 300)
    for frame in 1...15 {
      scene.fixture.frames(1)
      let p = scene.progress()
      #expect(abs(p.box - p.keyboard) < 1e-6, "frame \(frame)")
    }
    #expect(scene.box.frame.minY == 200)
  }

  @Test("UIView.animate(withDuration: 0.3) in will-show inherits 0.25 s and curve 7")
  func nestedAnimateInherits() {
    let scene = Scene()
    defer { scene.fixture.tearDown() }
    scene.onWillShow { box, top in
      top.constant = 200
      UIView.animate(withDuration: 0.3) { box.superview!.layoutIfNeeded() }
    }
    scene.showKeyboard()
    for frame in 1...15 {
      scene.fixture.frames(1)
      let p = scene.progress()
      let curve7 = TimingCurve.keyboard.value(at: min(1, Double(frame) / 15))
      #expect(abs(p.box - curve7) < 1e-6, "frame \(frame)")
      #expect(abs(p.box - p.keyboard) < 1e-6, "frame \(frame)")
    }
    #expect(scene.box.frame.minY == 200)
    #expect(UIKitRuntime.current.animator.runningCount == 0)
  }

  @Test(".overrideInheritedDuration in will-show runs its own 0.3 s, still on curve 7")
  func overrideDuration() {
    let scene = Scene()
    defer { scene.fixture.tearDown() }
    scene.onWillShow { box, top in
      top.constant = 200
      UIView.animate(withDuration: 0.3, delay: 0, options: [.overrideInheritedDuration]) {
        box.superview!.layoutIfNeeded()
      }
    }
    scene.showKeyboard()
    for frame in 1...18 {
      scene.fixture.frames(1)
      let curve7 = TimingCurve.keyboard.value(at: min(1, Double(frame) / 18))
      #expect(abs(scene.progress().box - curve7) < 1e-6, "frame \(frame)")
    }
    #expect(scene.box.frame.minY == 200)
  }

  @Test(".overrideInheritedCurve in will-show keeps the keyboard's 0.25 s with its own curve")
  func overrideCurve() {
    let scene = Scene()
    defer { scene.fixture.tearDown() }
    scene.onWillShow { box, top in
      top.constant = 200
      UIView.animate(withDuration: 0.3, delay: 0, options: [.overrideInheritedCurve, .curveLinear]) {
        box.superview!.layoutIfNeeded()
      }
    }
    scene.showKeyboard()
    for frame in 1...15 {
      scene.fixture.frames(1)
      #expect(abs(scene.progress().box - Double(frame) / 15) < 1e-6, "frame \(frame)")
    }
  }

  @Test("UIView.inheritedAnimationDuration is 0.25 inside will-show, 0 outside")
  func inheritedDuration() {
    let scene = Scene()
    defer { scene.fixture.tearDown() }
    final class Seen { var durations: [TimeInterval] = [] }
    let seen = Seen()
    scene.onWillShow { _, _ in seen.durations.append(UIView.inheritedAnimationDuration) }
    scene.showKeyboard()
    #expect(seen.durations == [0.25])
    #expect(UIView.inheritedAnimationDuration == 0)
  }

  @Test("The keyboard's own timing ignores a block it is started from")
  func keyboardIgnoresOuterBlock() {
    let scene = Scene()
    defer { scene.fixture.tearDown() }
    let input = scene.fixture.addInput(CGRect(x: 20, y: 100, width: 300, height: 40))
    UIView.animate(withDuration: 2, delay: 0, options: [.curveLinear]) {
      input.becomeFirstResponder()
    }
    scene.fixture.frames(15)
    #expect(scene.fixture.keyboard.keyboardPresentationFrame.minY == 553)
  }

  @Test("Outside the keyboard: a nested block inherits the outer duration and curve")
  func nestedOutsideTheKeyboard() {
    let scene = Scene()
    defer { scene.fixture.tearDown() }
    let root = scene.fixture.root.view!
    scene.top.constant = 200
    UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear]) {
      UIView.animate(withDuration: 0.1) { root.layoutIfNeeded() }
    }
    for frame in 1...30 {
      scene.fixture.frames(1)
      #expect(abs(scene.progress().box - Double(frame) / 30) < 1e-6, "frame \(frame)")
    }
  }

  @Test("Outside the keyboard: overrideInheritedDuration and overrideInheritedCurve win")
  func overridesOutsideTheKeyboard() {
    let scene = Scene()
    defer { scene.fixture.tearDown() }
    let root = scene.fixture.root.view!
    scene.top.constant = 200
    UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear]) {
      UIView.animate(
        withDuration: 0.2, delay: 0,
        options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveEaseIn]
      ) { root.layoutIfNeeded() }
    }
    for frame in 1...12 {
      scene.fixture.frames(1)
      let expected = TimingCurve.easeIn.value(at: min(1, Double(frame) / 12))
      #expect(abs(scene.progress().box - expected) < 1e-6, "frame \(frame)")
    }
    #expect(scene.box.frame.minY == 200)
  }
}
