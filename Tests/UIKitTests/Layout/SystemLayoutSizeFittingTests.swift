import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// `systemLayoutSizeFitting`: the size a view's own constraints give it, measured apart
/// from its tree.
@MainActor
@Suite("systemLayoutSizeFitting", .uikitRuntime)
struct SystemLayoutSizeFittingTests {
  /// A 300×200 card at (20, 100) in the window, placed by its frame, holding a 120×40
  /// box 10 points in from its top and left, with 15 below it and 5 to its right.
  func card(_ ui: UIKitTestContext) -> (UIWindow, UIView, UIView) {
    let (window, root) = ui.makeScreen()
    let card = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
    root.addSubview(card)
    let box = ui.addConstrained(UIView(), to: card)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
      box.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
      box.widthAnchor.constraint(equalToConstant: 120),
      box.heightAnchor.constraint(equalToConstant: 40),
      card.bottomAnchor.constraint(greaterThanOrEqualTo: box.bottomAnchor, constant: 15),
      card.trailingAnchor.constraint(greaterThanOrEqualTo: box.trailingAnchor, constant: 5),
    ])
    window.layoutIfNeeded()
    return (window, card, box)
  }

  @Test("The compressed size is the smallest the constraints allow: 10 + 120 + 5 by 10 + 40 + 15")
  func compressed() {
    withUIKit { ui in
      let (_, card, box) = card(ui)
      #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 135, height: 65))
      // Measuring moved nothing on screen.
      #expect(card.frame == CGRect(x: 20, y: 100, width: 300, height: 200))
      #expect(box.frame == CGRect(x: 10, y: 10, width: 120, height: 40))
    }
  }

  @Test("A required width is kept; the height still comes from the constraints")
  func requiredWidth() {
    withUIKit { ui in
      let (_, card, _) = card(ui)
      let size = card.systemLayoutSizeFitting(
        CGSize(width: 250, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
      #expect(size == CGSize(width: 250, height: 65))
      // A target above the minimum is reached where the constraints let it be.
      #expect(card.systemLayoutSizeFitting(CGSize(width: 400, height: 300)) == CGSize(width: 400, height: 300))
    }
  }

  @Test("A view with no constraints inside measures zero, or its intrinsic size")
  func unconstrained() {
    withUIKit { _ in
      #expect(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)).systemLayoutSizeFitting(.zero) == .zero)
      let label = UILabel()
      label.text = "Hello"
      #expect(label.systemLayoutSizeFitting(.zero) == label.intrinsicContentSize)
    }
  }
}
