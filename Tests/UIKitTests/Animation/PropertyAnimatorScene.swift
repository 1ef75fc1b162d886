import Foundation

@testable import UIKit

/// What the property-animator tests animate: a hand-placed 100-point box at x = 0 that
/// the animations move to x = 200 (and fade), and an Auto Layout field whose top
/// constraint goes from 150 to 120 through `layoutIfNeeded()` in the block.
@MainActor
struct PropertyAnimatorScene {
  let root: UIView
  let box: UIView
  let field: UIView
  let top: NSLayoutConstraint

  static let start = CGRect(x: 0, y: 0, width: 100, height: 100)
  static let end = CGRect(x: 200, y: 0, width: 100, height: 100)

  init(_ ui: UIKitTestContext) {
    let (_, root) = ui.makeScreen()
    self.root = root
    box = UIView(frame: Self.start)
    root.addSubview(box)
    field = ui.addConstrained(UIView(), to: root)
    top = field.topAnchor.constraint(equalTo: root.topAnchor, constant: 150)
    NSLayoutConstraint.activate([
      top,
      field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      field.widthAnchor.constraint(equalToConstant: 100),
      field.heightAnchor.constraint(equalToConstant: 80),
    ])
    root.layoutIfNeeded()
  }

  /// The block the tests hand to animators: the box to x = 200.
  var moveBox: () -> Void {
    let box = box
    return { box.frame = Self.end }
  }

  /// The block that moves the field: its constant to 120, laid out in the block.
  var moveField: () -> Void {
    let root = root
    let top = top
    return {
      top.constant = 120
      root.layoutIfNeeded()
    }
  }

  /// Where the box is drawn.
  var x: CGFloat { box.presentationFrame.minX }
  /// Where the field is drawn, after a layout pass (its model frame is final at once).
  var y: CGFloat {
    root.layoutIfNeeded()
    return field.presentationFrame.minY
  }
}
