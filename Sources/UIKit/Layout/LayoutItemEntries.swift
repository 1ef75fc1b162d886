import Cassowary
import Foundation

extension LayoutEngine {
  // MARK: Items

  /// One item the engine positions.
  ///
  /// The layout pass reads every entry each frame, so it is kept small: one item
  /// reference, not one per kind of item (on a 1 000-view tree, 16 bytes more per entry
  /// cost several percent of the pass).
  final class Entry {
    weak var item: (any LayoutItem)?
    /// The variables of the entry frames are relative to: the superview's, or the owning
    /// view's. Held strongly (a weak reference costs a load per entry per frame); the
    /// engine forgets a subtree's entries together, so they never outlive the parent's.
    var parentVariables: LayoutVariables?
    let variables: LayoutVariables
    /// The frame last written, so unchanged items cost no call into the view.
    var lastFrame: CGRect?
    /// Frame pins (autoresizing) or the guide's own constraints.
    var pins: [Constraint] = []
    /// Intrinsic content size constraints: width ≤, width ≥, height ≤, height ≥.
    var intrinsic: [Constraint] = []
    var intrinsicPending = false
    /// Whether the frame is read back from the solver.
    var isSolved = false

    init(item: any LayoutItem, variables: LayoutVariables) {
      self.item = item
      self.variables = variables
    }
  }

  func entry(for item: AnyObject) -> Entry {
    if let existing = entries[ObjectIdentifier(item)] { return existing }
    if let view = item as? any LayoutViewItem {
      let parent = view.superviewItem.map { self.entry(for: $0) }
      let entry = Entry(item: view, variables: view.layoutVariables)
      entry.parentVariables = parent?.variables
      entries[ObjectIdentifier(item)] = entry
      order.append(entry)
      configure(entry, view: view)
      return entry
    }
    let guide = item as! any LayoutGuideItem
    let owner = guide.owningViewItem!
    let ownerEntry = self.entry(for: owner)
    let entry = Entry(item: guide, variables: guide.layoutVariables)
    entry.parentVariables = ownerEntry.variables
    entry.isSolved = true
    entries[ObjectIdentifier(item)] = entry
    order.append(entry)
    addGuidePins(entry, guide: guide, owner: ownerEntry)
    return entry
  }

  private func configure(_ entry: Entry, view: any LayoutViewItem) {
    for c in entry.pins + entry.intrinsic { removeFromSolver(c) }
    entry.pins = []
    entry.intrinsic = []
    if view.translatesAutoresizingMaskIntoConstraints {
      entry.isSolved = false
      let v = entry.variables
      let f = Self.pinnedFrame(of: view)
      let sup = view.superviewItem.map { self.entry(for: $0).variables }
      entry.pins = [
        Constraint(
          v.left - (sup.map { LinearExpression($0.left) } ?? LinearExpression()), .equal,
          LinearExpression(constant: f.minX)),
        Constraint(
          v.top - (sup.map { LinearExpression($0.top) } ?? LinearExpression()), .equal,
          LinearExpression(constant: f.minY)),
        Constraint(LinearExpression(v.width), .equal, LinearExpression(constant: f.width)),
        Constraint(LinearExpression(v.height), .equal, LinearExpression(constant: f.height)),
      ]
      for c in entry.pins { addInternal(c, of: view) }
    } else {
      entry.isSolved = true
      entry.lastFrame = nil
      framesInvalidated = true
      addIntrinsic(entry, view: view)
    }
  }

  /// Adds a constraint UIKit makes itself (autoresizing pins, intrinsic size, guides).
  /// If it conflicts, UIKit's message names it as UIKit would and it is the one broken.
  func addInternal(_ c: Constraint, of view: (any LayoutViewItem)? = nil) {
    do { try solver.addConstraint(c) } catch { reportUnsatisfiable(internal: c, of: view) }
  }

  func addIntrinsic(_ entry: Entry, view: any LayoutViewItem) {
    let size = view.intrinsicContentSize
    let v = entry.variables
    for (axis, variable, value) in [
      (NSLayoutConstraint.Axis.horizontal, v.width, size.width), (.vertical, v.height, size.height),
    ] where value != type(of: view).noIntrinsicMetric {
      let hug = Constraint(
        LinearExpression(variable), .lessThanOrEqual, LinearExpression(constant: Double(value)),
        strength: view.contentHuggingPriority(for: axis).strength)
      let resist = Constraint(
        LinearExpression(variable), .greaterThanOrEqual, LinearExpression(constant: Double(value)),
        strength: view.contentCompressionResistancePriority(for: axis).strength)
      for c in [hug, resist] {
        addInternal(c)
        entry.intrinsic.append(c)
      }
    }
  }

  func frameChanged(of view: any LayoutViewItem) {
    guard let entry = entries[ObjectIdentifier(view)], view.translatesAutoresizingMaskIntoConstraints,
      entry.pins.count == 4
    else { return }
    let f = Self.pinnedFrame(of: view)
    for (c, value) in zip(entry.pins, [f.minX, f.minY, f.width, f.height]) {
      updateSolverConstant(of: c, to: -Double(value), for: view)
    }
    if view === root { safeAreaChanged() }
  }

  /// The frame an autoresizing view is pinned to, in its superview's coordinates. The root
  /// has no superview: its coordinates are its own, which the safe area and the keyboard's
  /// top are given in, so it sits at their origin wherever its frame puts it (an iPad's
  /// window in Slide Over is at (504, 20) on the screen, and its safe area starts at 0).
  private static func pinnedFrame(of view: any LayoutViewItem) -> CGRect {
    let frame = view.frame
    return view.superviewItem == nil ? CGRect(origin: .zero, size: frame.size) : frame
  }

  /// Code set the frame of a view Auto Layout places: the next pass puts it back.
  func frameOverridden(of view: any LayoutViewItem) {
    entries[ObjectIdentifier(view)]?.lastFrame = nil
    framesInvalidated = true
    root?.setNeedsLayout()
  }

  func autoresizingMaskSettingChanged(of view: any LayoutViewItem) {
    guard let entry = entries[ObjectIdentifier(view)] else { return }
    configure(entry, view: view)
    view.setNeedsLayout()
  }

  func intrinsicSizeChanged(of view: any LayoutViewItem) {
    guard let entry = entries[ObjectIdentifier(view)], !entry.intrinsicPending else { return }
    entry.intrinsicPending = true
    pendingIntrinsic.append(entry)
  }
}
