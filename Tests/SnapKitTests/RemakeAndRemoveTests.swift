import Testing
import UIKit
import UIKitTestSupport

@testable import SnapKit

@MainActor
@Suite(.serialized, .uikitRuntime)
struct RemakeAndRemoveTests {
  @Test("remakeConstraints deactivates the view's snp constraints and makes the new ones")
  func remake() {
    withScene { scene in
      let view = scene.add()
      var old: Constraint?
      view.snp.makeConstraints { old = $0.edges.equalToSuperview().inset(10).constraint }
      #expect(scene.frames([view]) == [CGRect(x: 10, y: 10, width: 370, height: 824)])

      view.snp.remakeConstraints { make in
        make.size.equalTo(50)
        make.center.equalToSuperview()
      }
      #expect(old?.isActive == false)
      #expect(old?.layoutConstraints.allSatisfy { !$0.isActive } == true)
      #expect(
        old?.layoutConstraints.allSatisfy { c in !scene.root.constraints.contains { $0 === c } } == true)
      #expect(ConstraintRegistry.constraints(of: view).count == 2)
      #expect(scene.frames([view]) == [CGRect(x: 170, y: 397, width: 50, height: 50)])
    }
  }

  @Test("remakeConstraints leaves anchor constraints and other views' snp constraints alone")
  func remakeOnlyTouchesOwnSnpConstraints() {
    withScene { scene in
      let a = scene.add()
      let b = scene.add()
      a.snp.makeConstraints { $0.top.leading.equalToSuperview() }
      b.snp.makeConstraints { make in
        make.top.equalTo(a.snp.bottom)
        make.leading.equalToSuperview()
        make.size.equalTo(10)
      }
      let anchorHeight = a.heightAnchor.constraint(equalToConstant: 30)
      anchorHeight.isActive = true
      a.snp.remakeConstraints { $0.top.leading.equalToSuperview().offset(5) }
      a.snp.makeConstraints { $0.width.equalTo(40) }
      #expect(anchorHeight.isActive)
      #expect(ConstraintRegistry.constraints(of: b).count == 3)
      #expect(
        scene.frames([a, b]) == [CGRect(x: 5, y: 5, width: 40, height: 30), CGRect(x: 0, y: 35, width: 10, height: 10)])
    }
  }

  @Test("removeConstraints deactivates every snp constraint of the view; update afterwards makes again")
  func remove() {
    withScene { scene in
      let view = scene.add()
      var made: [Constraint] = []
      view.snp.makeConstraints { make in
        made.append(make.edges.equalToSuperview().constraint)
        made.append(make.width.equalTo(390).priority(.low).constraint)
      }
      let layout = made.flatMap(\.layoutConstraints)
      #expect(layout.count == 5 && layout.allSatisfy(\.isActive))
      view.snp.removeConstraints()
      #expect(layout.allSatisfy { !$0.isActive })
      #expect(made.allSatisfy { !$0.isActive })
      #expect(ConstraintRegistry.constraints(of: view).isEmpty)
      #expect(!view.translatesAutoresizingMaskIntoConstraints)

      view.snp.updateConstraints { make in
        make.top.leading.equalToSuperview()
        make.size.equalTo(CGSize(width: 30, height: 40))
      }
      #expect(ConstraintLog.messages.isEmpty)
      #expect(scene.frames([view]) == [CGRect(x: 0, y: 0, width: 30, height: 40)])
    }
  }

  @Test("The registry holds views weakly: a view with snp constraints is freed with its tree, its entry purged")
  func registryDoesNotRetainViews() {
    weak var weakChild: UIView?
    weak var weakContainer: UIView?
    do {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let child = UIView()
      container.addSubview(child)
      child.snp.makeConstraints { $0.edges.equalToSuperview().inset(10) }
      container.layoutIfNeeded()
      #expect(child.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
      #expect(ConstraintRegistry.constraints(of: child).count == 1)
      weakChild = child
      weakContainer = container
    }
    #expect(weakChild == nil)
    #expect(weakContainer == nil)
    #expect(ConstraintRegistry.purge() >= 1)
  }

  @Test("labels: labeled(_:) names the layout constraints; snp.setLabel / label() name the view")
  func labels() {
    withScene { scene in
      let view = scene.add()
      var top: Constraint?
      view.snp.makeConstraints { top = $0.top.equalToSuperview().labeled("box.top").constraint }
      #expect(top?.layoutConstraints.first?.identifier == "box.top")
      #expect(top?.layoutConstraints.first?.label == "box.top")
      view.snp.setLabel("box")
      #expect(view.snp.label() == "box")
      #expect(UIView().snp.label() == nil)
    }
  }
}
