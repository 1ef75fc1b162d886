import UIKit

extension UIView {
  /// The views of type `T` under this one (itself included), depth first in subview
  /// order: the order a screen's code added them in.
  public func descendants<T: UIView>(of type: T.Type) -> [T] {
    var found: [T] = []
    var stack: [UIView] = [self]
    while let view = stack.popLast() {
      if let match = view as? T { found.append(match) }
      stack.append(contentsOf: view.subviews.reversed())
    }
    return found
  }

  /// The one view of type `T` under this one that `matches`; stops the test with a
  /// message naming what was looked for when there is none or more than one.
  public func only<T: UIView>(
    _ type: T.Type, _ what: String, where matches: (T) -> Bool = { _ in true }
  ) -> T {
    let found = descendants(of: type).filter(matches)
    guard found.count == 1 else {
      fatalError("expected one \(T.self) (\(what)) under \(Swift.type(of: self)), found \(found.count)")
    }
    return found[0]
  }

  /// The active constraint whose first item is this view and first attribute
  /// `attribute`, held by this view or an ancestor: the handle a screen keeps, found as a
  /// reader outside the screen finds it.
  public func activeConstraint(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint? {
    var holder: UIView? = self
    while let view = holder {
      if let found = view.constraints.first(where: {
        $0.isActive && $0.firstItem === self && $0.firstAttribute == attribute
      }) {
        return found
      }
      holder = view.superview
    }
    return nil
  }
}
