import Foundation

/// Lays its arranged subviews out in a row or a column with real Auto Layout constraints
/// that it manages, as UIKit's does (their identifiers are UIKit's: `UISV-spacing`,
/// `UISV-canvas-connection`, `UISV-hiding`, …; see `StackViewLayout`).
///
/// An arranged subview with `isHidden == true` collapses: its length along the axis and the
/// spacing next to it go to 0, and come back when it is shown. The change is made at the
/// next layout pass; when that pass runs inside an animation block (`isHidden` set before
/// or inside `UIView.animate { stack.layoutIfNeeded() }`), or `isHidden` itself was set
/// inside a block, the collapse animates with the block: it moves constraint constants,
/// so everything constrained to the stack follows frame by frame and lands exactly.
///
/// Differences from iOS, on purpose: a hidden view keeps its own size (iOS squeezes it
/// to 0 with a required `UISV-hiding` constraint, which logs a conflict when the view has
/// a required size of its own; here the view's *slot* collapses, so it cannot conflict).
/// A hidden view is not drawn from the moment it hides, and a view being shown is drawn
/// at its full size while its slot opens. `.firstBaseline`, `.lastBaseline`,
/// `.fillProportionally`, `.equalCentering` and layout margins are not provided.
@preconcurrency @MainActor
open class UIStackView: UIView, HiddenSubviewObserving {
  /// How arranged subviews are placed across the axis (UIKit's raw values).
  public enum Alignment: Int, Sendable {
    /// Stretched to the stack's width (vertical) or height (horizontal).
    case fill = 0
    /// Against the leading edge (vertical stacks) or the top (horizontal ones).
    case leading = 1
    case center = 3
    /// Against the trailing edge (vertical stacks) or the bottom (horizontal ones).
    case trailing = 4

    /// The name for `.leading` in horizontal stacks.
    public static var top: Alignment { .leading }
    /// The name for `.trailing` in horizontal stacks.
    public static var bottom: Alignment { .trailing }
  }

  /// How arranged subviews share the stack's length along the axis (UIKit's raw values).
  public enum Distribution: Int, Sendable {
    /// Natural sizes; extra or missing room goes by hugging / compression priorities.
    case fill = 0
    /// Every arranged subview the same length.
    case fillEqually = 1
    /// Natural sizes, equal gaps between them, each at least `spacing`.
    case equalSpacing = 3
  }

  /// `customSpacing(after:)` for a view with no custom spacing.
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude

  public private(set) var arrangedSubviews: [UIView] = []

  /// `.horizontal` by default, as on iOS.
  open var axis: NSLayoutConstraint.Axis = .horizontal {
    didSet { if oldValue != axis { rebuildLayout() } }
  }
  open var distribution: Distribution = .fill {
    didSet { if oldValue != distribution { rebuildLayout() } }
  }
  open var alignment: Alignment = .fill {
    didSet { if oldValue != alignment { rebuildLayout() } }
  }
  /// The gap between neighbouring visible arranged subviews (the minimum gap with
  /// `.equalSpacing`). Changing it changes constants only, so inside an animation block
  /// followed by `layoutIfNeeded()` it animates.
  open var spacing: CGFloat = 0 {
    didSet { if oldValue != spacing { layout?.updateSpacing() } }
  }

  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// The managed constraints of the current configuration.
  private(set) var layout: StackViewLayout?
  /// An arranged subview's `isHidden` changed; applied by the next layout pass.
  private var needsVisibilityUpdate = false
  /// The animation block `isHidden` changed in, if any: used when the next layout pass
  /// runs outside any block (the change was made in a block that did not lay out).
  private var visibilityContext: AnimationContext?

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  // MARK: Arranged subviews

  /// Appends `view` to the arranged subviews, adding it as a subview if it is not one.
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` at `stackIndex` (moving it if it is arranged already), adding it as a
  /// subview if it is not one. The stack positions it with Auto Layout from now on.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    guard view !== self else { return }
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    rebuildLayout()
  }

  /// Stops arranging `view`. As on iOS it stays a subview (call `removeFromSuperview()`
  /// to take it away), with none of the stack's constraints.
  open func removeArrangedSubview(_ view: UIView) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    arrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    rebuildLayout()
  }

  /// A subview removed from the stack stops being arranged, as on iOS.
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    removeArrangedSubview(subview)
  }

  // MARK: Spacing

  /// Spacing after `arrangedSubview` instead of `spacing` (`.fill` and `.fillEqually`).
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings[ObjectIdentifier(arrangedSubview)] =
      spacing == Self.spacingUseDefault ? nil : spacing
    layout?.updateSpacing()
  }

  /// The custom spacing after `arrangedSubview`, or `spacingUseDefault`.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  /// The spacing that follows `view` when a visible view comes after it.
  func effectiveSpacing(after view: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(view)] ?? spacing
  }

  // MARK: Hiding

  func subviewHiddenDidChange(_ subview: UIView) {
    guard arrangedSubviews.contains(where: { $0 === subview }) else { return }
    needsVisibilityUpdate = true
    if let context = AnimationContext.current { visibilityContext = context }
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    if needsRebuild {
      needsRebuild = false
      needsVisibilityUpdate = false
      visibilityContext = nil
      if !arrangedSubviews.isEmpty { layout = StackViewLayout(stack: self) }
      return
    }
    guard needsVisibilityUpdate else { return }
    needsVisibilityUpdate = false
    let context = AnimationContext.current ?? visibilityContext
    visibilityContext = nil
    layout?.updateVisibility(context: context)
  }

  // MARK: Rebuilding

  /// The configuration changed: the managed constraints are rebuilt at the next layout pass.
  private var needsRebuild = false

  /// Removes every managed constraint now and builds new ones for the current arranged
  /// subviews and properties at the next layout pass (hidden views start collapsed;
  /// running collapse animations stop). Building at layout time, as UIKit does in
  /// `updateConstraints`, means a stack configured before it is placed (still a
  /// zero-sized, frame-positioned root) never meets constraints that conflict with that.
  private func rebuildLayout() {
    layout?.tearDown()
    layout = nil
    needsRebuild = true
    setNeedsLayout()
  }
}
