import Foundation

/// `firstItem.firstAttribute relation secondItem.secondAttribute × multiplier + constant`,
/// at a priority. Changing `constant` at any time is cheap: the window's layout engine
/// turns it into a dual-simplex step at the next layout pass (animated when that pass
/// runs inside an animation block).
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
  public enum Attribute: Int, Sendable {
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case notAnAttribute = 0
  }

  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
  }

  public enum Axis: Int, Sendable, Hashable {
    case horizontal = 0, vertical = 1
  }

  public private(set) weak var firstItem: AnyObject?
  public let firstAttribute: Attribute
  public let relation: Relation
  public private(set) weak var secondItem: AnyObject?
  public let secondAttribute: Attribute
  public let multiplier: CGFloat

  /// The constant; set it to move the layout (the next layout pass applies it).
  public var constant: CGFloat {
    didSet {
      if constant != oldValue { LayoutEngine.constantChanged(self) }
    }
  }

  /// The priority. Like UIKit, an active constraint cannot change between required
  /// and not required; other changes are applied at once.
  public var priority: UILayoutPriority = .required {
    didSet {
      if priority == oldValue { return }
      if isActive && (priority == .required) != (oldValue == .required) {
        LayoutLog.report(
          "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported."
            + " You passed priority \(priority.rawValue) and the existing priority was \(oldValue.rawValue).")
        priority = oldValue
        return
      }
      LayoutEngine.priorityChanged(self)
    }
  }

  public var identifier: String?
  /// Whether the constraint is installed (on its items' nearest common ancestor).
  public var isActive: Bool {
    get { container != nil }
    set {
      if newValue == isActive { return }
      if newValue { LayoutEngine.activate(self) } else { LayoutEngine.deactivate(self) }
    }
  }

  /// The view the constraint is installed on while active.
  weak var container: (any LayoutViewItem)?

  /// UIKit's designated initializer. `secondItem` nil with `.notAnAttribute` makes a
  /// constant constraint (`width == 80`).
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItem = view1 as AnyObject
    firstAttribute = attr1
    self.relation = relation
    secondItem = view2.map { $0 as AnyObject }
    secondAttribute = attr2
    self.multiplier = multiplier
    constant = c
    super.init()
  }

  /// Activates every constraint; faster than one by one only in spirit, as on iOS.
  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for c in constraints { c.isActive = true }
  }

  public static func deactivate(_ constraints: [NSLayoutConstraint]) {
    for c in constraints { c.isActive = false }
  }

  /// UIKit's console form (`<NSLayoutConstraint UIView:0x….top == …>`). NSObject's
  /// `description` is nonisolated; a constraint is only ever described on the main
  /// thread, where its items live.
  nonisolated open override var description: String {
    MainActor.assumeIsolated { layoutDescription }
  }

  private var layoutDescription: String {
    func name(_ item: AnyObject?) -> String {
      guard let item else { return "nil" }
      return (item as? any LayoutItem)?.layoutDebugName ?? "\(item)"
    }
    let op =
      switch relation {
      case .equal: "=="
      case .lessThanOrEqual: "<="
      case .greaterThanOrEqual: ">="
      }
    var rhs = ""
    if secondItem != nil {
      rhs = "\(name(secondItem)).\(secondAttribute)"
      if multiplier != 1 { rhs += " * \(multiplier)" }
      if constant != 0 { rhs += constant > 0 ? " + \(constant)" : " - \(-constant)" }
    } else {
      rhs = "\(constant)"
    }
    let p = priority == .required ? "" : " @\(Int(priority.rawValue))"
    let id = identifier.map { " '\($0)'" } ?? ""
    return "<NSLayoutConstraint\(id) \(name(firstItem)).\(firstAttribute) \(op) \(rhs)\(p)>"
  }
}
