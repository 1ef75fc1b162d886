import Testing
import UIKit
import UIKitTestSupport

@_spi(Testing) @testable import SnapKit

/// Every maker path against the equivalent anchor constraints: the same layout built
/// both ways gives exactly the same frames, and the frames are the ones expected.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct MakeConstraintsTests {
  @Test("edges.equalToSuperview() fills the superview; .inset(UIEdgeInsets) insets each side inwards")
  func edgesAndInsets() {
    let insets = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    let result = anchorsAndSnp(
      anchors: { scene in
        let full = manual(scene.add())
        let inset = manual(scene.add())
        NSLayoutConstraint.activate([
          full.topAnchor.constraint(equalTo: scene.root.topAnchor),
          full.leftAnchor.constraint(equalTo: scene.root.leftAnchor),
          full.bottomAnchor.constraint(equalTo: scene.root.bottomAnchor),
          full.rightAnchor.constraint(equalTo: scene.root.rightAnchor),
          inset.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 10),
          inset.leftAnchor.constraint(equalTo: scene.root.leftAnchor, constant: 20),
          inset.bottomAnchor.constraint(equalTo: scene.root.bottomAnchor, constant: -30),
          inset.rightAnchor.constraint(equalTo: scene.root.rightAnchor, constant: -40),
        ])
        return [full, inset]
      },
      snp: { scene in
        let full = scene.add()
        let inset = scene.add()
        full.snp.makeConstraints { $0.edges.equalToSuperview() }
        inset.snp.makeConstraints { $0.edges.equalToSuperview().inset(insets) }
        return [full, inset]
      })
    #expect(result.snp == result.anchors)
    #expect(result.snp == [CGRect(x: 0, y: 0, width: 390, height: 844), CGRect(x: 20, y: 10, width: 330, height: 804)])
  }

  @Test("A number inset applies to every side; equalTo(UIEdgeInsets) relates edges to the superview")
  func numberInsetAndInsetsConstant() {
    let result = anchorsAndSnp(
      anchors: { scene in
        let a = manual(scene.add())
        let b = manual(scene.add())
        NSLayoutConstraint.activate([
          a.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 15),
          a.leftAnchor.constraint(equalTo: scene.root.leftAnchor, constant: 15),
          a.bottomAnchor.constraint(equalTo: scene.root.bottomAnchor, constant: -15),
          a.rightAnchor.constraint(equalTo: scene.root.rightAnchor, constant: -15),
          b.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 1),
          b.leftAnchor.constraint(equalTo: scene.root.leftAnchor, constant: 2),
          b.bottomAnchor.constraint(equalTo: scene.root.bottomAnchor, constant: -3),
          b.rightAnchor.constraint(equalTo: scene.root.rightAnchor, constant: -4),
        ])
        return [a, b]
      },
      snp: { scene in
        let a = scene.add()
        let b = scene.add()
        a.snp.makeConstraints { $0.edges.equalTo(scene.root).inset(15) }
        b.snp.makeConstraints { $0.edges.equalTo(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) }
        return [a, b]
      })
    #expect(result.snp == result.anchors)
    #expect(result.snp[0] == CGRect(x: 15, y: 15, width: 360, height: 814))
    #expect(result.snp[1] == CGRect(x: 2, y: 1, width: 384, height: 840))
  }

  @Test("top.leading.trailing chain with offset and inset, height constant (the todo field of seed 002)")
  func chainedAttributes() {
    let result = anchorsAndSnp(
      anchors: { scene in
        let field = manual(scene.add())
        NSLayoutConstraint.activate([
          field.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 150),
          field.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 20),
          field.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor, constant: -20),
          field.heightAnchor.constraint(equalToConstant: 80),
        ])
        return [field]
      },
      snp: { scene in
        let field = scene.add()
        field.snp.makeConstraints { make in
          make.top.equalToSuperview().offset(150)
          make.leading.trailing.equalToSuperview().inset(20)
          make.height.equalTo(80)
        }
        return [field]
      })
    #expect(result.snp == result.anchors)
    #expect(result.snp == [CGRect(x: 20, y: 150, width: 350, height: 80)])
  }

  @Test("A bare constant relates to the superview: top.equalTo(150), leading.equalTo(20), centerX.equalTo(50)")
  func bareConstants() {
    let result = anchorsAndSnp(
      anchors: { scene in
        let a = manual(scene.add())
        let b = manual(scene.add())
        NSLayoutConstraint.activate([
          a.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 150),
          a.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 20),
          a.widthAnchor.constraint(equalToConstant: 100),
          a.heightAnchor.constraint(equalToConstant: 40),
          // SnapKit relates a bare centre constant to the superview's left / top.
          b.centerXAnchor.constraint(equalTo: scene.root.leftAnchor, constant: 50),
          b.centerYAnchor.constraint(equalTo: scene.root.topAnchor, constant: 300),
          b.widthAnchor.constraint(equalToConstant: 20),
          b.heightAnchor.constraint(equalToConstant: 10),
        ])
        return [a, b]
      },
      snp: { scene in
        let a = scene.add()
        let b = scene.add()
        a.snp.makeConstraints { make in
          make.top.equalTo(150)
          make.leading.equalTo(20)
          make.size.equalTo(CGSize(width: 100, height: 40))
        }
        b.snp.makeConstraints { make in
          make.center.equalTo(CGPoint(x: 50, y: 300))
          make.width.equalTo(20)
          make.height.equalTo(10.0)
        }
        return [a, b]
      })
    #expect(result.snp == result.anchors)
    #expect(
      result.snp == [CGRect(x: 20, y: 150, width: 100, height: 40), CGRect(x: 40, y: 295, width: 20, height: 10)])
  }

  @Test("size and center: equalTo(CGSize), center.equalToSuperview().offset, size.equalTo(other)")
  func sizeAndCenter() {
    let result = anchorsAndSnp(
      anchors: { scene in
        let a = manual(scene.add())
        let b = manual(scene.add())
        NSLayoutConstraint.activate([
          a.widthAnchor.constraint(equalToConstant: 200),
          a.heightAnchor.constraint(equalToConstant: 100),
          a.centerXAnchor.constraint(equalTo: scene.root.centerXAnchor, constant: 10),
          a.centerYAnchor.constraint(equalTo: scene.root.centerYAnchor, constant: 10),
          b.widthAnchor.constraint(equalTo: a.widthAnchor),
          b.heightAnchor.constraint(equalTo: a.heightAnchor),
          b.centerXAnchor.constraint(equalTo: a.centerXAnchor),
          b.topAnchor.constraint(equalTo: a.bottomAnchor),
        ])
        return [a, b]
      },
      snp: { scene in
        let a = scene.add()
        let b = scene.add()
        a.snp.makeConstraints { make in
          make.size.equalTo(CGSize(width: 200, height: 100))
          make.center.equalToSuperview().offset(10)
        }
        b.snp.makeConstraints { make in
          make.size.equalTo(a)
          make.centerX.equalTo(a)
          make.top.equalTo(a.snp.bottom)
        }
        return [a, b]
      })
    #expect(result.snp == result.anchors)
    #expect(
      result.snp == [CGRect(x: 105, y: 382, width: 200, height: 100), CGRect(x: 105, y: 482, width: 200, height: 100)])
  }

  @Test("multipliedBy / dividedBy on dimensions, and a dimension related to another attribute")
  func multipliers() {
    let result = anchorsAndSnp(
      anchors: { scene in
        let a = manual(scene.add())
        let b = manual(scene.add())
        NSLayoutConstraint.activate([
          a.topAnchor.constraint(equalTo: scene.root.topAnchor),
          a.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
          a.widthAnchor.constraint(equalTo: scene.root.widthAnchor, multiplier: 0.5),
          a.heightAnchor.constraint(equalTo: scene.root.heightAnchor, multiplier: 0.25),
          b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8),
          b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
          b.widthAnchor.constraint(equalTo: a.heightAnchor, multiplier: 0.5),
          b.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 1, constant: 5),
        ])
        return [a, b]
      },
      snp: { scene in
        let a = scene.add()
        let b = scene.add()
        a.snp.makeConstraints { make in
          make.top.leading.equalToSuperview()
          make.width.equalToSuperview().multipliedBy(0.5)
          make.height.equalToSuperview().dividedBy(4)
        }
        b.snp.makeConstraints { make in
          make.top.equalTo(a.snp.bottom).offset(8)
          make.leading.equalTo(a.snp.trailing)
          make.width.equalTo(a.snp.height).multipliedBy(0.5)
          make.height.equalTo(a.snp.width).offset(5)
        }
        return [a, b]
      })
    #expect(result.snp == result.anchors)
    #expect(
      result.snp == [CGRect(x: 0, y: 0, width: 195, height: 211), CGRect(x: 195, y: 219, width: 105.5, height: 200)])
  }

  @Test("Priorities: .high beats .medium beats .low; numbers and UILayoutPriority work; SnapKit's values")
  func priorities() {
    let result = anchorsAndSnp(
      anchors: { scene in
        let a = manual(scene.add())
        let b = manual(scene.add())
        @MainActor func make(_ c: NSLayoutConstraint, _ p: Float) -> NSLayoutConstraint {
          c.priority = UILayoutPriority(p)
          return c
        }
        NSLayoutConstraint.activate([
          a.topAnchor.constraint(equalTo: scene.root.topAnchor),
          a.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
          make(a.widthAnchor.constraint(equalToConstant: 100), 250),
          make(a.widthAnchor.constraint(equalToConstant: 200), 750),
          make(a.heightAnchor.constraint(equalToConstant: 10), 250),
          make(a.heightAnchor.constraint(equalToConstant: 20), 500),
          b.topAnchor.constraint(equalTo: a.bottomAnchor),
          b.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
          make(b.widthAnchor.constraint(equalToConstant: 30), 600),
          make(b.widthAnchor.constraint(equalToConstant: 40), 700),
          b.heightAnchor.constraint(equalToConstant: 50),
          make(b.heightAnchor.constraint(equalToConstant: 60), 999),
        ])
        return [a, b]
      },
      snp: { scene in
        let a = scene.add()
        let b = scene.add()
        a.snp.makeConstraints { make in
          make.top.leading.equalToSuperview()
          make.width.equalTo(100).priority(.low)
          make.width.equalTo(200).priority(.high)
          make.height.equalTo(10).priority(.low)
          make.height.equalTo(20).priority(.medium)
        }
        b.snp.makeConstraints { make in
          make.top.equalTo(a.snp.bottom)
          make.leading.equalToSuperview()
          make.width.equalTo(30).priority(600)
          make.width.equalTo(40).priority(UILayoutPriority(700))
          make.height.equalTo(50).priority(.required)
          make.height.equalTo(60).priority(Float(999))
        }
        return [a, b]
      })
    #expect(result.snp == result.anchors)
    #expect(result.snp == [CGRect(x: 0, y: 0, width: 200, height: 20), CGRect(x: 0, y: 20, width: 40, height: 50)])
  }

  @Test("ConstraintPriority has SnapKit's values and reaches the layout constraints")
  func priorityValues() {
    #expect(ConstraintPriority.required.value == 1000)
    #expect(ConstraintPriority.high.value == 750)
    #expect(ConstraintPriority.medium.value == 500)
    #expect(ConstraintPriority.low.value == 250)
    withScene { scene in
      let view = scene.add()
      var made: [Constraint] = []
      view.snp.makeConstraints { make in
        made.append(make.width.equalTo(1).constraint)
        made.append(make.width.equalTo(2).priority(.high).constraint)
        made.append(make.width.equalTo(3).priority(.medium).constraint)
        made.append(make.width.equalTo(4).priority(.low).constraint)
        made.append(make.width.equalTo(5).priority(ConstraintPriority(321)).constraint)
        made.append(make.width.equalTo(6).priority(ConstraintPriority.high - 1).constraint)
      }
      let priorities = made.map { $0.layoutConstraints[0].priority.rawValue }
      #expect(priorities == [1000, 750, 500, 250, 321, 749])
    }
  }

  @Test("lessThanOrEqualTo / greaterThanOrEqualTo (and their Superview forms) bound a weaker wish")
  func inequalities() {
    let result = anchorsAndSnp(
      anchors: { scene in
        let a = manual(scene.add())
        let b = manual(scene.add())
        let wideA = a.widthAnchor.constraint(equalToConstant: 300)
        wideA.priority = .defaultLow
        let narrowB = b.widthAnchor.constraint(equalToConstant: 50)
        narrowB.priority = .defaultLow
        let tallB = b.heightAnchor.constraint(equalToConstant: 2000)
        tallB.priority = .defaultLow
        NSLayoutConstraint.activate([
          a.topAnchor.constraint(equalTo: scene.root.topAnchor),
          a.leadingAnchor.constraint(greaterThanOrEqualTo: scene.root.leadingAnchor, constant: 30),
          a.widthAnchor.constraint(lessThanOrEqualToConstant: 100), wideA,
          a.heightAnchor.constraint(equalToConstant: 10),
          b.topAnchor.constraint(equalTo: a.bottomAnchor),
          b.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
          b.widthAnchor.constraint(greaterThanOrEqualToConstant: 250), narrowB,
          b.bottomAnchor.constraint(lessThanOrEqualTo: scene.root.bottomAnchor, constant: -100), tallB,
        ])
        return [a, b]
      },
      snp: { scene in
        let a = scene.add()
        let b = scene.add()
        a.snp.makeConstraints { make in
          make.top.equalToSuperview()
          make.leading.greaterThanOrEqualToSuperview().offset(30)
          make.width.lessThanOrEqualTo(100)
          make.width.equalTo(300).priority(.low)
          make.height.equalTo(10)
        }
        b.snp.makeConstraints { make in
          make.top.equalTo(a.snp.bottom)
          make.leading.equalToSuperview()
          make.width.greaterThanOrEqualTo(250)
          make.width.equalTo(50).priority(.low)
          make.bottom.lessThanOrEqualToSuperview().inset(100)
          make.height.equalTo(2000).priority(.low)
        }
        return [a, b]
      })
    #expect(result.snp == result.anchors)
    #expect(result.snp[0].width == 100)
    #expect(result.snp[0].minX >= 30)
    #expect(result.snp[1] == CGRect(x: 0, y: 10, width: 250, height: 734))
    // Relations reach the layout constraints.
    withScene { scene in
      let view = scene.add()
      var made: [Constraint] = []
      view.snp.makeConstraints { make in
        made.append(make.width.lessThanOrEqualTo(3).constraint)
        made.append(make.width.greaterThanOrEqualTo(2).constraint)
        made.append(make.width.equalTo(3).constraint)
      }
      #expect(made.map { $0.layoutConstraints[0].relation } == [.lessThanOrEqual, .greaterThanOrEqual, .equal])
    }
  }

  @Test("safeAreaLayoutGuide: as a target, through guide.snp, and via equalToSuperview { $0.safeAreaLayoutGuide }")
  func safeArea() {
    let result = anchorsAndSnp(
      anchors: { scene in
        let guide = scene.root.safeAreaLayoutGuide
        let box = manual(scene.add())
        let banner = manual(scene.add())
        let fill = manual(scene.add())
        NSLayoutConstraint.activate([
          box.centerYAnchor.constraint(equalTo: guide.centerYAnchor, constant: -50),
          box.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
          box.widthAnchor.constraint(equalToConstant: 300),
          box.heightAnchor.constraint(equalToConstant: 200),
          banner.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
          banner.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
          banner.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
          banner.heightAnchor.constraint(equalToConstant: 44),
          fill.topAnchor.constraint(equalTo: guide.topAnchor),
          fill.leftAnchor.constraint(equalTo: guide.leftAnchor),
          fill.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
          fill.rightAnchor.constraint(equalTo: guide.rightAnchor),
        ])
        return [box, banner, fill]
      },
      snp: { scene in
        let box = scene.add()
        let banner = scene.add()
        let fill = scene.add()
        box.snp.makeConstraints { make in
          // Seed 000: the login box.
          make.centerY.equalTo(scene.root.safeAreaLayoutGuide).offset(-50)
          make.centerX.equalTo(scene.root.safeAreaLayoutGuide)
          make.size.equalTo(CGSize(width: 300, height: 200))
        }
        banner.snp.makeConstraints { make in
          make.top.equalTo(scene.root.safeAreaLayoutGuide.snp.top).offset(8)
          make.leading.trailing.equalTo(scene.root.safeAreaLayoutGuide)
          make.height.equalTo(44)
        }
        fill.snp.makeConstraints { make in
          make.edges.equalToSuperview { $0.safeAreaLayoutGuide }
        }
        return [box, banner, fill]
      })
    #expect(result.snp == result.anchors)
    // Safe area of the 390×844 device: top 47, bottom 34 → height 763, centre y 428.5.
    #expect(result.snp[0] == CGRect(x: 45, y: 278.5, width: 300, height: 200))
    #expect(result.snp[1] == CGRect(x: 0, y: 55, width: 390, height: 44))
    #expect(result.snp[2] == CGRect(x: 0, y: 47, width: 390, height: 763))
  }

  @Test("Another view's attribute as target: the keyboard wrapper of seed 004 (bottom.equalTo(wrapper.snp.top))")
  func otherViewsAttribute() {
    let result = anchorsAndSnp(
      anchors: { scene in
        let wrapper = manual(scene.add())
        let safe = manual(scene.add())
        let height = wrapper.heightAnchor.constraint(equalToConstant: 0)
        height.priority = .defaultHigh
        NSLayoutConstraint.activate([
          wrapper.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
          wrapper.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor),
          wrapper.bottomAnchor.constraint(equalTo: scene.root.bottomAnchor), height,
          safe.topAnchor.constraint(equalTo: scene.root.topAnchor),
          safe.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
          safe.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor),
          safe.bottomAnchor.constraint(equalTo: wrapper.topAnchor),
        ])
        return [wrapper, safe]
      },
      snp: { scene in
        let wrapper = scene.add()
        let safe = scene.add()
        wrapper.snp.makeConstraints {
          $0.leading.trailing.bottom.equalToSuperview()
          $0.height.equalTo(0).priority(.high)
        }
        safe.snp.makeConstraints {
          $0.top.leading.trailing.equalToSuperview()
          $0.bottom.equalTo(wrapper.snp.top)
        }
        return [wrapper, safe]
      })
    #expect(result.snp == result.anchors)
    #expect(result.snp == [CGRect(x: 0, y: 844, width: 390, height: 0), CGRect(x: 0, y: 0, width: 390, height: 844)])
  }

  @Test("directionalEdges and edges.equalTo(other.snp.edges) relate attribute to same attribute")
  func directionalAndCompositeItems() {
    let result = anchorsAndSnp(
      anchors: { scene in
        let a = manual(scene.add())
        let b = manual(scene.add(UIView(), to: a))
        NSLayoutConstraint.activate([
          a.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 100),
          a.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 10),
          a.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor, constant: -10),
          a.bottomAnchor.constraint(equalTo: scene.root.bottomAnchor, constant: -100),
          b.topAnchor.constraint(equalTo: a.topAnchor),
          b.leftAnchor.constraint(equalTo: a.leftAnchor),
          b.bottomAnchor.constraint(equalTo: a.bottomAnchor),
          b.rightAnchor.constraint(equalTo: a.rightAnchor),
        ])
        return [a, b]
      },
      snp: { scene in
        let a = scene.add()
        let b = scene.add(UIView(), to: a)
        a.snp.makeConstraints {
          $0.directionalEdges.equalToSuperview().inset(UIEdgeInsets(top: 100, left: 10, bottom: 100, right: 10))
        }
        b.snp.makeConstraints { $0.edges.equalTo(a.snp.edges) }
        return [a, b]
      })
    #expect(result.snp == result.anchors)
    #expect(
      result.snp == [CGRect(x: 10, y: 100, width: 370, height: 644), CGRect(x: 10, y: 100, width: 370, height: 644)])
  }

  @Test("Inset is negated on the far side even for a single attribute (right, bottom, trailing), and shrinks sizes")
  func insetSigns() {
    withScene { scene in
      let view = scene.add()
      var made: [String: Constraint] = [:]
      view.snp.makeConstraints { make in
        made["left"] = make.left.equalToSuperview().inset(7).constraint
        made["right"] = make.right.equalToSuperview().inset(7).constraint
        made["top"] = make.top.equalToSuperview().inset(7).constraint
        made["bottom"] = make.bottom.equalToSuperview().inset(7).constraint
        made["width"] = make.width.equalToSuperview().inset(7).priority(.low).constraint
        made["centerX"] = make.centerX.equalToSuperview().inset(7).priority(.low).constraint
      }
      #expect(made["left"]?.layoutConstraints[0].constant == 7)
      #expect(made["right"]?.layoutConstraints[0].constant == -7)
      #expect(made["top"]?.layoutConstraints[0].constant == 7)
      #expect(made["bottom"]?.layoutConstraints[0].constant == -7)
      #expect(made["width"]?.layoutConstraints[0].constant == -14)
      #expect(made["centerX"]?.layoutConstraints[0].constant == 0)
      #expect(scene.frames([view]) == [CGRect(x: 7, y: 7, width: 376, height: 830)])
    }
  }

  @Test("Making constraints turns translatesAutoresizingMaskIntoConstraints off and activates them on the right view")
  func autoresizingMaskAndActivation() {
    withScene { scene in
      let view = scene.add()
      #expect(view.translatesAutoresizingMaskIntoConstraints)
      var constraint: Constraint?
      view.snp.makeConstraints { make in
        constraint = make.edges.equalToSuperview().constraint
      }
      #expect(!view.translatesAutoresizingMaskIntoConstraints)
      let layout = constraint?.layoutConstraints ?? []
      #expect(layout.count == 4)
      #expect(layout.map(\.firstAttribute) == [.left, .top, .right, .bottom])
      #expect(layout.allSatisfy { $0.isActive && $0.firstItem === view && $0.secondItem === scene.root })
      #expect(layout.allSatisfy { c in scene.root.constraints.contains { $0 === c } })
      #expect(constraint?.isActive == true)

      // updateConstraints on a fresh view and prepareConstraints do it too.
      let other = scene.add()
      other.snp.updateConstraints { $0.size.equalTo(10) }
      #expect(!other.translatesAutoresizingMaskIntoConstraints)
      let third = scene.add()
      let prepared = third.snp.prepareConstraints { $0.size.equalTo(10) }
      #expect(!third.translatesAutoresizingMaskIntoConstraints)
      #expect(prepared.count == 1 && prepared[0].isActive == false)
    }
  }

  @Test("A line without a relation makes nothing; a relation without a superview is logged, not fatal")
  func incompleteAndInvalidLines() {
    withScene { scene in
      let orphan = UIView()
      var logged: [String] = []
      ConstraintLog.handler = { logged.append($0) }
      orphan.snp.makeConstraints { make in
        _ = make.top
        make.bottom.equalToSuperview()
      }
      #expect(ConstraintRegistry.constraints(of: orphan).isEmpty)
      #expect(logged.count == 1)
      #expect(logged.first?.contains("Expected superview but found nil") == true)

      let view = scene.add()
      let other = scene.add()
      view.snp.makeConstraints { $0.top.equalTo(other.snp.size) }
      #expect(logged.last?.contains("Cannot constraint to multiple non identical attributes") == true)
      #expect(ConstraintRegistry.constraints(of: view).isEmpty)
    }
  }

  @Test("Layout guides can be constrained with guide.snp")
  func guideAsItem() {
    withScene { scene in
      let guide = UILayoutGuide()
      scene.root.addLayoutGuide(guide)
      guide.snp.makeConstraints { make in
        make.top.equalToSuperview().offset(100)
        make.leading.equalToSuperview().offset(10)
        make.size.equalTo(CGSize(width: 50, height: 60))
      }
      let view = scene.add()
      view.snp.makeConstraints { make in
        make.top.equalTo(guide.snp.bottom)
        make.leading.equalTo(guide)
        make.size.equalTo(guide)
      }
      #expect(scene.frames([view]) == [CGRect(x: 10, y: 160, width: 50, height: 60)])
      guide.snp.updateConstraints { $0.top.equalToSuperview().offset(200) }
      #expect(scene.frames([view]) == [CGRect(x: 10, y: 260, width: 50, height: 60)])
      guide.snp.removeConstraints()
      #expect(ConstraintRegistry.constraints(of: guide).isEmpty)
    }
  }
}
