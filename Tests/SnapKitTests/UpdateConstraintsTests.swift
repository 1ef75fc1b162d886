import Testing
import UIKit
import UIKitTestSupport

@_spi(Testing) @testable import SnapKit

/// `updateConstraints`: finds the view's existing `snp` constraint by items, attributes,
/// relation, priority and multiplier and changes only its constant — so the seeds'
/// `UIView.animate { snp.updateConstraints {…}; layoutIfNeeded() }` animates.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct UpdateConstraintsTests {
  /// The login box of seed 000: 300×200, centred with centerY offset -50 to the safe area.
  private func makeLoginBox(in scene: SnapKitScene) -> (UIView, Constraint) {
    let box = scene.add()
    var centerY: Constraint?
    box.snp.makeConstraints { make in
      centerY = make.centerY.equalTo(scene.root.safeAreaLayoutGuide).offset(-50).constraint
      make.centerX.equalToSuperview()
      make.size.equalTo(CGSize(width: 300, height: 200))
    }
    return (box, centerY!)
  }

  private func installedConstraints(_ views: UIView...) -> [ObjectIdentifier] {
    views.flatMap { $0.constraints.map(ObjectIdentifier.init) }
  }

  @Test("Only the constant changes: same NSLayoutConstraint object, still active, nothing added or removed")
  func changesOnlyTheConstant() {
    withScene { scene in
      let (box, centerY) = makeLoginBox(in: scene)
      #expect(scene.frames([box]) == [CGRect(x: 45, y: 278.5, width: 300, height: 200)])
      let layout = centerY.layoutConstraints[0]
      let before = installedConstraints(scene.root, box)
      let registered = ConstraintRegistry.constraints(of: box).map(ObjectIdentifier.init)

      box.snp.updateConstraints { make in
        make.centerY.equalTo(scene.root.safeAreaLayoutGuide).offset(-145.5)
      }

      #expect(layout.constant == -145.5)
      #expect(layout.isActive)
      #expect(centerY.layoutConstraints[0] === layout)
      #expect(installedConstraints(scene.root, box) == before)
      #expect(ConstraintRegistry.constraints(of: box).map(ObjectIdentifier.init) == registered)
      #expect(ConstraintLog.messages.isEmpty)
      // Centre of the safe area 428.5, minus 145.5 → 283; the box is 200 high.
      #expect(scene.frames([box]) == [CGRect(x: 45, y: 183, width: 300, height: 200)])
    }
  }

  @Test(
    "In UIView.animate { update; layoutIfNeeded() } the model is final at once and the drawn frame half-way at 0.15 s"
  )
  func animatesInsideAnimationBlock() {
    let expected = withScene { scene -> CGRect in
      let box = manual(scene.add())
      NSLayoutConstraint.activate([
        box.centerYAnchor.constraint(equalTo: scene.root.safeAreaLayoutGuide.centerYAnchor, constant: -145.5),
        box.centerXAnchor.constraint(equalTo: scene.root.centerXAnchor),
        box.widthAnchor.constraint(equalToConstant: 300),
        box.heightAnchor.constraint(equalToConstant: 200),
      ])
      return scene.frames([box])[0]
    }
    withScene { scene in
      let (box, _) = makeLoginBox(in: scene)
      let start = scene.frames([box])[0]
      UIView.animate(withDuration: 0.3) {
        box.snp.updateConstraints { make in
          make.centerY.equalTo(scene.root.safeAreaLayoutGuide).offset(-145.5)
        }
        scene.root.layoutIfNeeded()
      }
      // The model frame is final at once (iOS); what is drawn starts where it was.
      #expect(box.frame == expected)
      #expect(box.presentationFrame == start)
      UIKitRuntime.current.pumpFrames(9)
      // Ease-in-out is exactly half-way at half the duration.
      #expect(abs(box.presentationFrame.minY - (start.minY + expected.minY) / 2) < 1e-6)
      #expect(box.presentationFrame.minY < start.minY && box.presentationFrame.minY > expected.minY)
      #expect(box.frame == expected)
      UIKitRuntime.current.pumpFrames(9)
      #expect(box.frame == expected)
      #expect(box.presentationFrame == expected)
      #expect(box.frame == CGRect(x: 45, y: 183, width: 300, height: 200))
      #expect(UIKitRuntime.current.animator.runningCount == 0)

      // And back (keyboardWillHide).
      UIView.animate(withDuration: 0.3) {
        box.snp.updateConstraints { make in
          make.centerY.equalTo(scene.root.safeAreaLayoutGuide).offset(-50)
        }
        scene.root.layoutIfNeeded()
      }
      #expect(box.frame == start)
      #expect(box.presentationFrame == expected)
      UIKitRuntime.current.settle()
      #expect(box.presentationFrame == start)
    }
  }

  @Test("Seed 004: the wrapper's high-priority height updated to the keyboard height, in UIView.transition")
  func keyboardWrapperHeight() {
    withScene { scene in
      let wrapper = scene.add()
      let safeArea = scene.add()
      wrapper.snp.makeConstraints {
        $0.leading.trailing.bottom.equalToSuperview()
        $0.height.equalTo(0).priority(.high)
      }
      safeArea.snp.makeConstraints {
        $0.top.leading.trailing.equalToSuperview()
        $0.bottom.equalTo(wrapper.snp.top)
      }
      #expect(scene.frames([wrapper, safeArea])[1].height == 844)
      let shownKeyboardHeight: CGFloat = 336
      wrapper.snp.updateConstraints {
        $0.height.equalTo(shownKeyboardHeight).priority(.high)
      }
      UIView.transition(
        with: wrapper, duration: 0.25, options: .init(rawValue: 458752), animations: scene.root.layoutIfNeeded)
      #expect(wrapper.frame.height == shownKeyboardHeight)
      #expect(wrapper.presentationFrame.height == 0)
      UIKitRuntime.current.settle()
      #expect(
        scene.frames([wrapper, safeArea]) == [
          CGRect(x: 0, y: 508, width: 390, height: 336), CGRect(x: 0, y: 0, width: 390, height: 508),
        ])
      #expect(ConstraintLog.messages.isEmpty)
    }
  }

  @Test("With no snp constraints on the view yet, updateConstraints makes them")
  func updateWithoutConstraintsMakes() {
    withScene { scene in
      let view = scene.add()
      view.snp.updateConstraints { make in
        make.top.leading.equalToSuperview().offset(10)
        make.size.equalTo(20)
      }
      #expect(ConstraintRegistry.constraints(of: view).count == 2)
      #expect(scene.frames([view]) == [CGRect(x: 10, y: 10, width: 20, height: 20)])
      #expect(ConstraintLog.messages.isEmpty)
    }
  }

  @Test("A line of a composite updates just its attribute's layout constraint")
  func updatesOneAttributeOfAComposite() {
    withScene { scene in
      let view = scene.add()
      var edges: Constraint?
      view.snp.makeConstraints { edges = $0.edges.equalToSuperview().constraint }
      view.snp.updateConstraints { $0.top.equalToSuperview().offset(20) }
      #expect(edges?.layoutConstraints.map(\.constant) == [0, 20, 0, 0])
      view.snp.updateConstraints { $0.edges.equalToSuperview().inset(5) }
      #expect(edges?.layoutConstraints.map(\.constant) == [5, 5, -5, -5])
      #expect(scene.frames([view]) == [CGRect(x: 5, y: 5, width: 380, height: 834)])
    }
  }

  @Test(
    "No match (priority, relation, target or multiplier differ) → SnapKit's message is logged, nothing changes"
  )
  func noMatchIsLogged() {
    withScene { scene in
      let other = scene.add()
      other.snp.makeConstraints { $0.edges.equalToSuperview() }
      let wrapper = scene.add()
      var height: Constraint?
      wrapper.snp.makeConstraints {
        $0.leading.trailing.bottom.equalToSuperview()
        height = $0.height.equalTo(0).priority(.high).constraint
        $0.width.equalToSuperview().multipliedBy(0.5).priority(.low)
      }
      let before = scene.frames([wrapper])
      var logged: [String] = []
      ConstraintLog.handler = { logged.append($0) }

      wrapper.snp.updateConstraints { $0.height.equalTo(336) }  // required ≠ high
      wrapper.snp.updateConstraints { $0.height.lessThanOrEqualTo(336).priority(.high) }  // relation
      wrapper.snp.updateConstraints { $0.leading.equalTo(other).offset(3) }  // target
      wrapper.snp.updateConstraints { $0.width.equalToSuperview().multipliedBy(0.25).priority(.low) }  // multiplier

      #expect(logged.count == 4)
      #expect(
        logged.allSatisfy {
          $0.hasPrefix("Updated constraint could not find existing matching constraint to update: <NSLayoutConstraint")
        })
      #expect(logged[0].contains(".height == 336.0"))
      #expect(logged[0].contains("UpdateConstraintsTests.swift"))
      #expect(height?.layoutConstraints[0].constant == 0)
      #expect(ConstraintRegistry.constraints(of: wrapper).count == 3)
      #expect(scene.frames([wrapper]) == before)
      #expect(ConstraintLog.messages == logged)
    }
  }

  @Test("Constraint handles: update(offset:), update(inset:), update(priority:), deactivate(), activate()")
  func constraintHandle() {
    withScene { scene in
      let view = scene.add()
      var top: Constraint?
      var width: Constraint?
      view.snp.makeConstraints { make in
        top = make.top.equalToSuperview().offset(10).constraint
        make.leading.equalToSuperview()
        width = make.width.equalTo(100).priority(.high).constraint
        make.width.equalTo(50).priority(.medium)
        make.height.equalTo(10)
      }
      guard let top, let width else { return }
      #expect(scene.frames([view]) == [CGRect(x: 0, y: 10, width: 100, height: 10)])
      top.update(offset: 30)
      #expect(scene.frames([view])[0].minY == 30)
      top.update(inset: 12)
      #expect(scene.frames([view])[0].minY == 12)
      width.update(priority: .low)
      #expect(width.layoutConstraints[0].priority.rawValue == 250)
      #expect(scene.frames([view])[0].width == 50)
      width.update(priority: 800)
      #expect(scene.frames([view])[0].width == 100)
      // Required ↔ optional cannot change on an active constraint (UIKit refuses it).
      width.update(priority: .required)
      #expect(width.layoutConstraints[0].priority.rawValue == 800)

      width.deactivate()
      #expect(!width.isActive)
      #expect(!ConstraintRegistry.constraints(of: view).contains { $0 === width })
      #expect(scene.frames([view])[0].width == 50)
      width.isActive = true
      #expect(width.isActive)
      #expect(ConstraintRegistry.constraints(of: view).contains { $0 === width })
      #expect(scene.frames([view])[0].width == 100)
    }
  }
}
