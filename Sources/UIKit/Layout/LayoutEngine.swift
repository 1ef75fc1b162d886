import Cassowary
import Foundation

/// Auto Layout for one view tree (the window's, on screen): one Cassowary solver, the
/// active constraints of the tree, and the items they position.
///
/// Every item (view or guide) has four solver variables in the root's coordinates.
/// A view whose `translatesAutoresizingMaskIntoConstraints` is true is pinned to its
/// frame by four required constraints; the others get their frame from the solver at
/// each layout pass. A constraint's `constant` is written into the solver in place
/// (`Solver.updateConstant`, a dual-simplex step), never by removing and re-adding:
/// that is what makes a layout pass per animation frame cheap.
@MainActor
final class LayoutEngine {
  private weak var root: UIView?
  let solver = Solver()

  /// One item the engine positions.
  final class Entry {
    weak var view: UIView?
    weak var guide: UILayoutGuide?
    /// The entry frames are relative to: the superview's, or the owning view's.
    weak var parent: Entry?
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

    init(view: UIView?, guide: UILayoutGuide?, variables: LayoutVariables) {
      self.view = view
      self.guide = guide
      self.variables = variables
    }
  }

  /// One active `NSLayoutConstraint` in the solver.
  final class Record {
    let constraint: NSLayoutConstraint
    let solverConstraint: Constraint
    /// The constant the solver has now (what is on screen); it trails
    /// `constraint.constant` while an animation runs.
    var applied: Double
    var isInSolver = false
    var isPending = false

    init(constraint: NSLayoutConstraint, solverConstraint: Constraint, applied: Double) {
      self.constraint = constraint
      self.solverConstraint = solverConstraint
      self.applied = applied
    }
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
  private var order: [Entry] = []
  private var records: [ObjectIdentifier: Record] = [:]
  private var pendingConstants: [Record] = []
  private var pendingIntrinsic: [Entry] = []
  /// A frame was written by hand or an item changed how it is placed: the next pass
  /// rewrites frames even if no solver value moved.
  private var framesInvalidated = false
  private var safeAreaPins: [(Constraint, () -> Double)] = []
  private var keyboardPins: [Constraint] = []
  /// The keyboard's top edge in root coordinates; nil while it is hidden.
  private(set) var keyboardTop: Double?

  init(root: UIView) {
    self.root = root
  }

  var hasPendingWork: Bool { !pendingConstants.isEmpty || !pendingIntrinsic.isEmpty }

  /// Every active constraint in this engine.
  var activeConstraints: [NSLayoutConstraint] { records.values.map(\.constraint) }

  // MARK: Activation (called by NSLayoutConstraint)

  static func activate(_ constraint: NSLayoutConstraint) {
    guard let first = constraint.firstItem else { return }
    guard let firstView = owningView(of: first) else {
      LayoutLog.report("Unable to activate constraint \(constraint): its layout guide has not been added to a view.")
      return
    }
    var container = firstView
    if let second = constraint.secondItem {
      guard let secondView = owningView(of: second), let common = commonAncestor(firstView, secondView) else {
        LayoutLog.report(
          "Unable to activate constraint with anchors \(constraint) because they have no common ancestor. "
            + "Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
        return
      }
      container = common
    }
    constraint.container = container
    container.constraints.append(constraint)
    container.layoutEngine.add(constraint)
    container.setNeedsLayout()
  }

  static func deactivate(_ constraint: NSLayoutConstraint) {
    guard let container = constraint.container else { return }
    container.constraints.removeAll { $0 === constraint }
    constraint.container = nil
    container.layoutEngineIfPresent?.remove(constraint)
    container.setNeedsLayout()
  }

  static func constantChanged(_ constraint: NSLayoutConstraint) {
    guard let container = constraint.container, let engine = container.layoutEngineIfPresent,
      let record = engine.records[ObjectIdentifier(constraint)]
    else { return }
    if !record.isPending {
      record.isPending = true
      engine.pendingConstants.append(record)
    }
    container.setNeedsLayout()
  }

  static func priorityChanged(_ constraint: NSLayoutConstraint) {
    guard let engine = constraint.container?.layoutEngineIfPresent else { return }
    engine.remove(constraint)
    engine.add(constraint)
    constraint.container?.setNeedsLayout()
  }

  private static func owningView(of item: AnyObject) -> UIView? {
    if let view = item as? UIView { return view }
    return (item as? UILayoutGuide)?.owningView
  }

  private static func commonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
    var ancestors = Set<ObjectIdentifier>()
    var v: UIView? = a
    while let view = v {
      ancestors.insert(ObjectIdentifier(view))
      v = view.superview
    }
    v = b
    while let view = v {
      if ancestors.contains(ObjectIdentifier(view)) { return view }
      v = view.superview
    }
    return nil
  }

  // MARK: Trees joining and splitting

  /// `view` was just added under a new superview: its old tree's engine (if it was a
  /// root with constraints) hands its constraints to the new root's engine.
  static func viewDidJoinTree(_ view: UIView) {
    guard let old = view.ownedLayoutEngine else { return }
    view.ownedLayoutEngine = nil
    let moved = old.records.values.map(\.constraint)
    guard !moved.isEmpty else { return }
    let engine = view.layoutEngine
    for c in moved where c.container != nil { engine.add(c) }
  }

  /// `view` is about to leave its superview: constraints inside its subtree move to the
  /// subtree's own engine; constraints that tie it to views outside are deactivated.
  static func detach(_ view: UIView) -> [NSLayoutConstraint] {
    guard let engine = view.layoutEngineIfPresent else { return [] }
    var inside = Set<ObjectIdentifier>()
    func collect(_ v: UIView) {
      inside.insert(ObjectIdentifier(v))
      for g in v.layoutGuides { inside.insert(ObjectIdentifier(g)) }
      for s in v.subviews { collect(s) }
    }
    collect(view)
    var moving: [NSLayoutConstraint] = []
    for record in Array(engine.records.values) {
      let c = record.constraint
      if let container = c.container, inside.contains(ObjectIdentifier(container)) {
        engine.remove(c)
        moving.append(c)
      } else if [c.firstItem, c.secondItem].contains(where: {
        $0.map { inside.contains(ObjectIdentifier($0)) } ?? false
      }) {
        c.isActive = false
      }
    }
    for id in inside { engine.forget(id) }
    return moving
  }

  /// After `detach`: the subtree, now a root, lays its constraints out on its own.
  static func reattach(_ constraints: [NSLayoutConstraint], root: UIView) {
    guard !constraints.isEmpty else { return }
    let engine = root.layoutEngine
    for c in constraints { engine.add(c) }
  }

  private func forget(_ id: ObjectIdentifier) {
    guard let entry = entries.removeValue(forKey: id) else { return }
    for c in entry.pins + entry.intrinsic { try? solver.removeConstraint(c) }
    safeAreaPins.removeAll { pin in entry.pins.contains { $0 === pin.0 } }
    keyboardPins.removeAll { pin in entry.pins.contains { $0 === pin } }
    order.removeAll { $0 === entry }
  }

  func itemWillLeave(_ guide: UILayoutGuide) {
    for record in Array(records.values)
    where record.constraint.firstItem === guide || record.constraint.secondItem === guide {
      record.constraint.isActive = false
    }
    forget(ObjectIdentifier(guide))
  }

  // MARK: Constraints in the solver

  private func add(_ constraint: NSLayoutConstraint) {
    guard let first = constraint.firstItem else { return }
    // A scroll view's edges mean its content area to its content (LayoutItemRouting.swift).
    let firstItem = Self.routedItem(first, constraint.firstAttribute, relatedTo: constraint.secondItem)
    let lhs = entry(for: firstItem).variables.expression(constraint.firstAttribute)
    var rhs = LinearExpression()
    if let second = constraint.secondItem {
      let secondItem = Self.routedItem(second, constraint.secondAttribute, relatedTo: first)
      rhs = entry(for: secondItem).variables.expression(constraint.secondAttribute) * Double(constraint.multiplier)
    }
    let relation: Relation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    let applied = Double(constraint.constant)
    let solverConstraint = Constraint(lhs - rhs - applied, relation, strength: constraint.priority.strength)
    let record = Record(constraint: constraint, solverConstraint: solverConstraint, applied: applied)
    records[ObjectIdentifier(constraint)] = record
    do {
      try solver.addConstraint(solverConstraint)
      record.isInSolver = true
    } catch {
      reportUnsatisfiable(constraint)
    }
  }

  private func remove(_ constraint: NSLayoutConstraint) {
    guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
    Animator.current.cancelConstantAnimation(of: record)
    if record.isInSolver { try? solver.removeConstraint(record.solverConstraint) }
    record.isInSolver = false
    pendingConstants.removeAll { $0 === record }
  }

  /// What UIKit prints when a constraint cannot be satisfied; the new constraint is the
  /// one broken (left out of the solver), so nothing else moves.
  private func reportUnsatisfiable(_ constraint: NSLayoutConstraint) {
    let items = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
    let pins = items.compactMap { item -> String? in
      guard let view = item as? UIView, view.translatesAutoresizingMaskIntoConstraints else { return nil }
      return "<NSAutoresizingMaskLayoutConstraint \(view.layoutDebugName) frame \(view.frame)>"
    }
    logUnsatisfiable(
      broken: "\(constraint)", excluding: constraint, items: items, alsoInvolved: pins, mentionsAutoresizing: false)
  }

  /// UIKit's console message for a conflict: the active constraints on the same items,
  /// anything else involved, and the one broken.
  private func logUnsatisfiable(
    broken: String, excluding brokenConstraint: NSLayoutConstraint? = nil, items: [AnyObject],
    alsoInvolved: [String], mentionsAutoresizing: Bool
  ) {
    let involved = records.values.map(\.constraint).filter { c in
      c !== brokenConstraint && items.contains { $0 === c.firstItem || $0 === c.secondItem }
    }
    let list = (involved.map { "\($0)" } + alsoInvolved + [broken]).map { "    \"\($0)\"" }
    let note =
      mentionsAutoresizing
      ? "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the "
        + "documentation for the UIView property translatesAutoresizingMaskIntoConstraints)\n" : ""
    LayoutLog.report(
      """
      [LayoutConstraints] Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want.
      \tTry this:
      \t\t(1) look at each constraint and try to figure out which you don't expect;
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
      \(note)(
      \(list.joined(separator: ",\n"))
      )

      Will attempt to recover by breaking constraint
      \(broken)
      """)
  }

  /// Puts `value` into the solver as the constraint's constant now.
  func apply(_ record: Record, constant value: Double) {
    guard record.isInSolver, value != record.applied else {
      record.applied = value
      return
    }
    do {
      try solver.updateConstant(of: record.solverConstraint, to: -value)
      record.applied = value
    } catch {
      reportUnsatisfiable(record.constraint)
    }
    root?.setNeedsLayout()
  }

  // MARK: Items

  private func entry(for item: AnyObject) -> Entry {
    if let existing = entries[ObjectIdentifier(item)] { return existing }
    if let view = item as? UIView {
      let parent = view.superview.map { self.entry(for: $0) }
      let entry = Entry(view: view, guide: nil, variables: view.layoutVariables)
      entry.parent = parent
      entries[ObjectIdentifier(item)] = entry
      order.append(entry)
      configure(entry)
      return entry
    }
    let guide = item as! UILayoutGuide
    let owner = guide.owningView!
    let ownerEntry = self.entry(for: owner)
    let entry = Entry(view: nil, guide: guide, variables: guide.layoutVariables)
    entry.parent = ownerEntry
    entry.isSolved = true
    entries[ObjectIdentifier(item)] = entry
    order.append(entry)
    addGuidePins(entry, role: guide.role, owner: ownerEntry)
    return entry
  }

  private func configure(_ entry: Entry) {
    guard let view = entry.view else { return }
    for c in entry.pins + entry.intrinsic { try? solver.removeConstraint(c) }
    entry.pins = []
    entry.intrinsic = []
    if view.translatesAutoresizingMaskIntoConstraints {
      entry.isSolved = false
      let v = entry.variables
      let f = view.frame
      let sup = view.superview.map { self.entry(for: $0).variables }
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
      addIntrinsic(entry)
    }
  }

  /// Adds a constraint UIKit makes itself (autoresizing pins, intrinsic size, guides).
  /// If it conflicts, UIKit's message names it as UIKit would and it is the one broken.
  private func addInternal(_ c: Constraint, of view: UIView? = nil) {
    do { try solver.addConstraint(c) } catch {
      let name = view.map { "<NSAutoresizingMaskLayoutConstraint \($0.layoutDebugName) \(c)>" } ?? "<\(c)>"
      logUnsatisfiable(
        broken: name, items: view.map { [$0] } ?? [], alsoInvolved: [], mentionsAutoresizing: view != nil)
    }
  }

  private func addIntrinsic(_ entry: Entry) {
    guard let view = entry.view else { return }
    let size = view.intrinsicContentSize
    let v = entry.variables
    for (axis, variable, value) in [
      (NSLayoutConstraint.Axis.horizontal, v.width, size.width), (.vertical, v.height, size.height),
    ] where value != UIView.noIntrinsicMetric {
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

  /// The constant pins that tie a guide to its owner, the safe area and the keyboard.
  private func addGuidePins(_ entry: Entry, role: UILayoutGuide.Role, owner: Entry) {
    let g = entry.variables
    let o = owner.variables
    // Just below required: the guide yields only to required constraints.
    let firm = Strength(strong: 1000, medium: 0, weak: 0)
    switch role {
    case .plain:
      return
    case .safeArea:
      let edges: [(LinearExpression, LinearExpression, Relation, () -> Double)] = [
        (
          LinearExpression(g.left), LinearExpression(o.left), .greaterThanOrEqual,
          { [unowned self] in self.safeRect.minX }
        ),
        (
          LinearExpression(g.top), LinearExpression(o.top), .greaterThanOrEqual,
          { [unowned self] in self.safeRect.minY }
        ),
        (g.left + g.width, o.left + o.width, .lessThanOrEqual, { [unowned self] in self.safeRect.maxX }),
        (g.top + g.height, o.top + o.height, .lessThanOrEqual, { [unowned self] in self.safeRect.maxY }),
      ]
      for (guideEdge, ownerEdge, relation, limit) in edges {
        let band = Constraint(guideEdge, relation, LinearExpression(constant: limit()))
        entry.pins += [
          Constraint(guideEdge, relation, ownerEdge), band, Constraint(guideEdge, .equal, ownerEdge, strength: firm),
        ]
        safeAreaPins.append((band, limit))
      }
    case .keyboard:
      let top = Constraint(
        LinearExpression(g.top), .equal, LinearExpression(constant: keyboardTop ?? safeRect.maxY), strength: firm)
      entry.pins = [
        Constraint(LinearExpression(g.left), .equal, LinearExpression(o.left)),
        Constraint(LinearExpression(g.width), .equal, LinearExpression(o.width)),
        Constraint(g.top + g.height, .equal, o.top + o.height),
        Constraint(LinearExpression(g.top), .lessThanOrEqual, o.top + o.height),
        top,
      ]
      keyboardPins.append(top)
    }
    for c in entry.pins { addInternal(c) }
  }

  /// The window's safe area in root coordinates (the root's bounds off screen).
  private var safeRect: CGRect {
    guard let root else { return .zero }
    if let window = root as? UIWindow { return window.bounds.inset(by: window.safeAreaInsetsOfDevice) }
    return CGRect(origin: .zero, size: root.frame.size)
  }

  /// The window's size or safe area changed.
  func safeAreaChanged() {
    for (c, limit) in safeAreaPins { try? solver.updateConstant(of: c, to: -limit()) }
    if keyboardTop == nil { keyboardTopChanged(nil) }
    root?.setNeedsLayout()
  }

  /// The keyboard moved: every keyboard layout guide's top follows (nil: hidden).
  func keyboardTopChanged(_ top: Double?) {
    keyboardTop = top
    let value = top ?? safeRect.maxY
    for c in keyboardPins { try? solver.updateConstant(of: c, to: -value) }
    root?.setNeedsLayout()
  }

  func frameChanged(of view: UIView) {
    guard let entry = entries[ObjectIdentifier(view)], view.translatesAutoresizingMaskIntoConstraints,
      entry.pins.count == 4
    else { return }
    let f = view.frame
    for (c, value) in zip(entry.pins, [f.minX, f.minY, f.width, f.height]) {
      try? solver.updateConstant(of: c, to: -Double(value))
    }
    if view === root { safeAreaChanged() }
  }

  /// Code set the frame of a view Auto Layout places: the next pass puts it back.
  func frameOverridden(of view: UIView) {
    entries[ObjectIdentifier(view)]?.lastFrame = nil
    framesInvalidated = true
    root?.setNeedsLayout()
  }

  func autoresizingMaskSettingChanged(of view: UIView) {
    guard let entry = entries[ObjectIdentifier(view)] else { return }
    configure(entry)
    view.setNeedsLayout()
  }

  func intrinsicSizeChanged(of view: UIView) {
    guard let entry = entries[ObjectIdentifier(view)], !entry.intrinsicPending else { return }
    entry.intrinsicPending = true
    pendingIntrinsic.append(entry)
  }

  // MARK: The layout pass

  /// Applies pending constants (animated inside an animation block), solves, and
  /// writes the frames of every solved item.
  func solveAndApplyFrames() {
    let context = AnimationContext.current
    if !pendingConstants.isEmpty {
      let pending = pendingConstants
      pendingConstants.removeAll()
      for record in pending {
        record.isPending = false
        let target = Double(record.constraint.constant)
        if let context {
          Animator.current.animateConstant(of: record, in: self, to: target, context: context)
        } else {
          Animator.current.cancelConstantAnimation(of: record)
          apply(record, constant: target)
        }
      }
    }
    if !pendingIntrinsic.isEmpty {
      let pending = pendingIntrinsic
      pendingIntrinsic.removeAll()
      for entry in pending {
        entry.intrinsicPending = false
        for c in entry.intrinsic { try? solver.removeConstraint(c) }
        entry.intrinsic = []
        if entry.isSolved { addIntrinsic(entry) }
      }
    }
    // Most frames of an idle window (a blinking caret) change nothing the solver
    // knows: then no frame can have moved, and the pass stops here.
    guard solver.hasUpdatesPending || framesInvalidated else { return }
    framesInvalidated = false
    solver.updateVariables()
    for entry in order where entry.isSolved {
      let v = entry.variables
      var frame = CGRect(
        x: snapped(v.left.value), y: snapped(v.top.value), width: snapped(v.width.value),
        height: snapped(v.height.value))
      if let p = entry.parent?.variables {
        frame.origin.x -= snapped(p.left.value)
        frame.origin.y -= snapped(p.top.value)
      }
      if frame == entry.lastFrame { continue }
      entry.lastFrame = frame
      if let view = entry.view {
        // Inside an animation block a frame that moves now (constraints activated,
        // removed or remade: constant changes only start their own animation here)
        // animates from where the view is on screen, as UIKit animates layout.
        if let context { view.setFrameFromLayout(frame, animatedIn: context) } else { view.setFrameFromLayout(frame) }
      } else if let guide = entry.guide {
        guide.layoutFrame = frame
      }
    }
  }

  /// Solver values carry rounding noise from incremental updates (120.00000000000001);
  /// a grid of 2⁻²⁰ pt removes it, so a settled frame is exactly the solved number.
  private func snapped(_ value: Double) -> CGFloat {
    CGFloat((value * 1_048_576).rounded() / 1_048_576)
  }
}
