import Foundation

/// The constraints a `UIStackView` manages for one configuration (axis, distribution,
/// alignment, arranged subviews). They are built in full when the configuration changes;
/// hiding or showing an arranged subview, and changing the spacing, only change
/// constants, so the engine (or the frame clock) moves them smoothly.
///
/// Along the axis each arranged subview has a *slot*, a layout guide the view sits at
/// the start of. The slots form the chain
/// `stack.lead == slot₀.lead`, `slotᵢ₊₁.lead == slotᵢ.trail + spacingᵢ` (`UISV-spacing`),
/// `slotₙ.trail == stack.trail` (`UISV-canvas-connection`). A shown view's slot is as
/// long as the view (`UISV-slot-size`); a hidden view's slot is `UISV-hiding`:
/// `slot.length == c` with `c` animated to 0 from the slot's length on screen, and back
/// up to the view's length before `UISV-slot-size` takes over again. So a collapse is a
/// constant moving monotonically, its end is exact, and the hidden view's own size
/// constraints never conflict with it.
///
/// `.equalSpacing` puts a guide in each gap: `gap ≤ common` (required) and `gap == common`
/// (priority 50), where `common` (`UISV-distributing`) is at least `spacing` and weakly
/// equal to it; a gap next to a hidden view is capped (`gap ≤ c`, `c` → 0), and the
/// weak equality lets it fall below the others without disturbing them.
///
/// A spacing or gap is open when the view after it is shown and some view before it is
/// shown: hidden views take their spacing with them and nothing is left before the first
/// or after the last shown view.
@MainActor
final class StackViewLayout {
  /// The four attributes of one axis.
  struct Attributes {
    let lead: NSLayoutConstraint.Attribute
    let trail: NSLayoutConstraint.Attribute
    let length: NSLayoutConstraint.Attribute
    let center: NSLayoutConstraint.Attribute

    static let vertical = Attributes(lead: .top, trail: .bottom, length: .height, center: .centerY)
    static let horizontal = Attributes(
      lead: .leading, trail: .trailing, length: .width, center: .centerX)
  }

  /// One arranged subview and its slot.
  final class Item {
    let view: UIView
    let slot: UILayoutGuide
    /// `slot.length == view.length`: active while the view is shown and settled.
    let follow: NSLayoutConstraint
    /// `slot.length == constant`: active while the view is hidden or the slot animates.
    let hiding: NSLayoutConstraint
    /// The state the slot is in or animating to.
    var isCollapsed: Bool

    init(
      view: UIView, slot: UILayoutGuide, follow: NSLayoutConstraint, hiding: NSLayoutConstraint,
      collapsed: Bool
    ) {
      self.view = view
      self.slot = slot
      self.follow = follow
      self.hiding = hiding
      self.isCollapsed = collapsed
    }
  }

  /// The space between two neighbouring slots.
  final class Gap {
    /// `.fill`, `.fillEqually`: `next.lead == previous.trail + constant`.
    let spacing: NSLayoutConstraint?
    /// `.equalSpacing`: the gap's guide and its cap `gap.length ≤ constant`, active while
    /// the gap is closed or animating.
    let guide: UILayoutGuide?
    let cap: NSLayoutConstraint?
    var isOpen: Bool

    init(
      spacing: NSLayoutConstraint?, guide: UILayoutGuide?, cap: NSLayoutConstraint?, isOpen: Bool
    ) {
      self.spacing = spacing
      self.guide = guide
      self.cap = cap
      self.isOpen = isOpen
    }
  }

  private unowned let stack: UIStackView
  let along: Attributes
  let across: Attributes
  private(set) var items: [Item] = []
  private(set) var gaps: [Gap] = []
  /// `.equalSpacing`'s common gap length and its two spacing constraints (≥, weak ==).
  private var common: UILayoutGuide?
  private var commonMinimum: NSLayoutConstraint?
  private var commonFit: NSLayoutConstraint?
  /// Every constraint and guide made, for `tearDown`.
  private var made: [NSLayoutConstraint] = []
  private var guides: [UILayoutGuide] = []

  /// The priority of the weak wishes of `.equalSpacing` (gaps equal to the common length,
  /// the common length equal to `spacing`): below hugging, so views keep natural sizes.
  static let distributingPriority = UILayoutPriority(50)
  /// Non-`.fill` alignments: the stack wants to be as thin as its widest view…
  static let spanningFitPriority = UILayoutPriority(49)
  /// …and a view with no size of its own across the axis is thin rather than ambiguous
  /// (UIKit's `UISV-ambiguity-suppression`).
  static let ambiguitySuppressionPriority = UILayoutPriority(25)

  init(stack: UIStackView) {
    self.stack = stack
    along = stack.axis == .vertical ? .vertical : .horizontal
    across = stack.axis == .vertical ? .horizontal : .vertical
    let hidden = stack.arrangedSubviews.map(\.isHidden)
    let open = Self.openGaps(hidden: hidden)
    var active: [NSLayoutConstraint] = []

    for (index, view) in stack.arrangedSubviews.enumerated() {
      let slot = makeGuide("UISV-arranged-slot-\(index)")
      let follow = make(slot, along.length, .equal, view, along.length, id: "UISV-slot-size")
      let hiding = make(slot, along.length, .equal, nil, .notAnAttribute, id: "UISV-hiding")
      active.append(make(view, along.lead, .equal, slot, along.lead, id: "UISV-slot-edge"))
      active.append(hidden[index] ? hiding : follow)
      items.append(
        Item(view: view, slot: slot, follow: follow, hiding: hiding, collapsed: hidden[index]))
    }
    active.append(
      make(items[0].slot, along.lead, .equal, stack, along.lead, id: "UISV-canvas-connection"))
    active.append(
      make(
        items[items.count - 1].slot, along.trail, .equal, stack, along.trail,
        id: "UISV-canvas-connection"))

    active += makeGaps(open: open)
    if stack.distribution == .fillEqually {
      for item in items.dropFirst() {
        active.append(
          make(
            item.view, along.length, .equal, items[0].view, along.length, id: "UISV-fill-equally"))
      }
    }
    active += makeAlignment()
    NSLayoutConstraint.activate(active)
  }

  /// Deactivates everything this layout made and gives its guides back.
  func tearDown() {
    for constraint in made {
      Animator.current.cancel(Self.animationKey(constraint))
      constraint.isActive = false
    }
    for guide in guides { stack.removeLayoutGuide(guide) }
    made.removeAll()
    guides.removeAll()
  }

  // MARK: Building

  private func makeGuide(_ identifier: String) -> UILayoutGuide {
    let guide = UILayoutGuide()
    guide.identifier = identifier
    stack.addLayoutGuide(guide)
    guides.append(guide)
    return guide
  }

  private func make(
    _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
    _ relation: NSLayoutConstraint.Relation,
    _ other: AnyObject?, _ otherAttribute: NSLayoutConstraint.Attribute, constant: CGFloat = 0,
    priority: UILayoutPriority = .required, id: String
  ) -> NSLayoutConstraint {
    let constraint = NSLayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: other,
      attribute: otherAttribute,
      multiplier: 1, constant: constant)
    constraint.priority = priority
    constraint.identifier = id
    made.append(constraint)
    return constraint
  }

  private func makeGaps(open: [Bool]) -> [NSLayoutConstraint] {
    var active: [NSLayoutConstraint] = []
    if stack.distribution == .equalSpacing, items.count > 1 {
      let common = makeGuide("UISV-distributing")
      let minimum = make(
        common, along.length, .greaterThanOrEqual, nil, .notAnAttribute, constant: stack.spacing,
        id: "UISV-spacing")
      let fit = make(
        common, along.length, .equal, nil, .notAnAttribute, constant: stack.spacing,
        priority: Self.distributingPriority, id: "UISV-spacing-fit")
      active += [minimum, fit]
      self.common = common
      commonMinimum = minimum
      commonFit = fit
      for index in 0..<(items.count - 1) {
        let guide = makeGuide("UISV-distributing-gap-\(index)")
        active += [
          make(
            guide, along.lead, .equal, items[index].slot, along.trail, id: "UISV-distributing-edge"),
          make(
            items[index + 1].slot, along.lead, .equal, guide, along.trail,
            id: "UISV-distributing-edge"),
          make(
            guide, along.length, .greaterThanOrEqual, nil, .notAnAttribute,
            id: "UISV-distributing-edge"),
          make(
            guide, along.length, .lessThanOrEqual, common, along.length, id: "UISV-distributing"),
          make(
            guide, along.length, .equal, common, along.length, priority: Self.distributingPriority,
            id: "UISV-distributing"),
        ]
        let cap = make(
          guide, along.length, .lessThanOrEqual, nil, .notAnAttribute, id: "UISV-hiding")
        if !open[index] { active.append(cap) }
        gaps.append(Gap(spacing: nil, guide: guide, cap: cap, isOpen: open[index]))
      }
    } else {
      for index in 0..<max(0, items.count - 1) {
        let spacing = make(
          items[index + 1].slot, along.lead, .equal, items[index].slot, along.trail,
          constant: open[index] ? spacingBefore(index + 1) : 0, id: "UISV-spacing")
        active.append(spacing)
        gaps.append(Gap(spacing: spacing, guide: nil, cap: nil, isOpen: open[index]))
      }
    }
    return active
  }

  private func makeAlignment() -> [NSLayoutConstraint] {
    var active: [NSLayoutConstraint] = []
    let alignment = stack.alignment
    for item in items {
      let view = item.view
      switch alignment {
      case .fill:
        active.append(
          make(view, across.lead, .equal, stack, across.lead, id: "UISV-canvas-connection"))
        active.append(
          make(view, across.trail, .equal, stack, across.trail, id: "UISV-canvas-connection"))
      case .leading:
        active.append(
          make(view, across.lead, .equal, stack, across.lead, id: "UISV-canvas-connection"))
        active.append(
          make(
            view, across.trail, .lessThanOrEqual, stack, across.trail, id: "UISV-spanning-boundary")
        )
      case .trailing:
        active.append(
          make(view, across.trail, .equal, stack, across.trail, id: "UISV-canvas-connection"))
        active.append(
          make(
            view, across.lead, .greaterThanOrEqual, stack, across.lead, id: "UISV-spanning-boundary"
          ))
      case .center:
        active.append(make(view, across.center, .equal, stack, across.center, id: "UISV-alignment"))
        active.append(
          make(
            view, across.lead, .greaterThanOrEqual, stack, across.lead, id: "UISV-spanning-boundary"
          ))
      }
      if alignment != .fill {
        active.append(
          make(
            view, across.length, .equal, nil, .notAnAttribute,
            priority: Self.ambiguitySuppressionPriority,
            id: "UISV-ambiguity-suppression"))
      }
    }
    if alignment != .fill {
      active.append(
        make(
          stack, across.length, .equal, nil, .notAnAttribute, priority: Self.spanningFitPriority,
          id: "UISV-spanning-fit"))
    }
    return active
  }

  // MARK: Open and closed

  /// Gap `i` (between items `i` and `i + 1`) is open when item `i + 1` is shown and some
  /// item at or before `i` is shown.
  static func openGaps(hidden: [Bool]) -> [Bool] {
    var open: [Bool] = []
    var seenShown = false
    for index in 0..<max(0, hidden.count - 1) {
      if !hidden[index] { seenShown = true }
      open.append(seenShown && !hidden[index + 1])
    }
    return open
  }

  /// The spacing before item `index`: the one after the nearest shown item before it (its
  /// custom spacing, or the stack's).
  private func spacingBefore(_ index: Int) -> CGFloat {
    var previous = index - 1
    while previous > 0 && items[previous].view.isHidden { previous -= 1 }
    return stack.effectiveSpacing(after: items[max(previous, 0)].view)
  }

  /// Brings slots and gaps to the arranged subviews' `isHidden`, animated on `context`'s
  /// timeline when there is one.
  func updateVisibility(context: AnimationContext?) {
    for item in items where item.isCollapsed != item.view.isHidden {
      item.isCollapsed = item.view.isHidden
      if item.isCollapsed {
        collapse(item.hiding, replacing: item.follow, from: length(of: item.slot), context: context)
      } else {
        // The hidden view kept its own length: the slot opens up to it, then follows it.
        let target = length(of: item.view.frame.size)
        Self.transition(item.hiding, to: target, context: context) { [weak self] in
          // The animation outlives a stack view released mid-slide (its screen was
          // switched away): its slot guides are gone with it, nothing is left to hand back.
          guard self != nil else { return }
          item.hiding.isActive = false
          item.follow.isActive = true
        }
      }
    }
    let open = Self.openGaps(hidden: items.map(\.isCollapsed))
    for (index, gap) in gaps.enumerated() {
      if let spacing = gap.spacing {
        let target = open[index] ? spacingBefore(index + 1) : 0
        if gap.isOpen != open[index] || spacing.constant != target {
          Self.transition(spacing, to: target, context: context)
        }
      } else if let cap = gap.cap, let guide = gap.guide, gap.isOpen != open[index] {
        if open[index] {
          // Open up to the common length now (the others shrink towards it as this one
          // opens), then leave the gap to the common length.
          let target = max(common.map { length(of: $0) } ?? 0, stack.spacing)
          Self.transition(cap, to: target, context: context) { cap.isActive = false }
        } else {
          collapse(cap, replacing: nil, from: length(of: guide), context: context)
        }
      }
      gap.isOpen = open[index]
    }
  }

  /// Starts `cap` at `from` (the length on screen) if it is not active yet, then takes it
  /// to 0.
  private func collapse(
    _ cap: NSLayoutConstraint, replacing settled: NSLayoutConstraint?, from: CGFloat,
    context: AnimationContext?
  ) {
    if !cap.isActive {
      settled?.isActive = false
      Animator.current.cancel(Self.animationKey(cap))
      cap.constant = from
      // Activation puts the constant into the solver at once, so the animation below
      // starts from exactly what is on screen.
      cap.isActive = true
    }
    Self.transition(cap, to: 0, context: context)
  }

  /// `stack.spacing` or a custom spacing changed: the open spacings take it (directly, so
  /// a change inside an animation block followed by `layoutIfNeeded()` animates).
  func updateSpacing() {
    commonMinimum?.constant = stack.spacing
    commonFit?.constant = stack.spacing
    for (index, gap) in gaps.enumerated() where gap.isOpen {
      guard let spacing = gap.spacing else { continue }
      Animator.current.cancel(Self.animationKey(spacing))
      spacing.constant = spacingBefore(index + 1)
    }
  }

  private func length(of guide: UILayoutGuide) -> CGFloat { length(of: guide.layoutFrame.size) }

  private func length(of size: CGSize) -> CGFloat {
    along.length == .height ? size.height : size.width
  }

  // MARK: Animating constants

  private static let constantProperty = Animator.Property.custom(0x5747_C0)

  static func animationKey(_ constraint: NSLayoutConstraint) -> Animator.Key {
    Animator.Key(target: ObjectIdentifier(constraint), property: constantProperty)
  }

  /// Sets `constraint.constant` to `target` and, with a context, lays it out in that
  /// context, so the model frames take it at once and what is drawn animates on the
  /// context's timeline, as a `layoutIfNeeded()` in the block would. `completion` runs
  /// when the animation reaches its end, not if another transition of the same
  /// constraint takes over.
  static func transition(
    _ constraint: NSLayoutConstraint, to target: CGFloat, context: AnimationContext?,
    completion: (() -> Void)? = nil
  ) {
    let key = animationKey(constraint)
    guard let context else {
      Animator.current.cancel(key)
      constraint.constant = target
      completion?()
      return
    }
    Animator.run(context) {
      constraint.constant = target
      constraint.container?.layoutEngineIfPresent?.solveAndApplyFrames()
    }
    Animator.current.start(key, target: constraint, context: context) { fraction in
      if fraction == 1 { completion?() }
    }
  }
}
