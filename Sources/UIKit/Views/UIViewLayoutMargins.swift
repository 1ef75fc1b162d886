import Foundation

/// A view's layout margins as its code set them, and the constraints that place its
/// margins guide: kept only for views whose margins anyone touched.
@MainActor
final class LayoutMarginState {
  /// The margins set in code; nil keeps iOS's default.
  var own: NSDirectionalEdgeInsets?
  var insetsFromSafeArea = true
  var preservesSuperview = false
  /// The margins guide's leading, trailing, top and bottom constraints.
  var guideConstraints: [NSLayoutConstraint] = []
  /// Whether `guideConstraints` are made against the safe area guide (or the bounds).
  var guideFollowsSafeArea = true
  /// The margins last reported through `layoutMarginsDidChange()`.
  var reported: UIEdgeInsets?
}

/// Layout margins (iOS 8, directional in iOS 11): the space a view keeps between its
/// edges and its content, as insets and as `layoutMarginsGuide`.
///
/// iOS's rules, followed here: a view's margins default to 8 points on every edge
/// ("UIKit provides default layout margins of 8 points", Apple, Positioning Content
/// Within Layout Margins); a view controller's root view has none at top and bottom and
/// at least the controller's `systemMinimumLayoutMargins` at its sides while
/// `viewRespectsSystemMinimumLayoutMargins` ("the root view's actual margins are set to
/// either your custom values or the minimum values defined by this property, whichever
/// values are greater", `systemMinimumLayoutMargins`); with
/// `insetsLayoutMarginsFromSafeArea` (the default) the margins are measured from the safe
/// area, so the getters report the set margins plus the safe-area insets (a view with an
/// 8-point top margin under a 20-point status bar reports 28); with
/// `preservesSuperviewLayoutMargins` a superview's margin that reaches into the view
/// widens the view's own.
extension UIView {
  /// iOS's identifiers of the two guides.
  static let layoutMarginsGuideIdentifier = "UIViewLayoutMarginsGuide"
  static let readableContentGuideIdentifier = "UIViewReadableContentGuide"

  /// The widest readable line at the default Dynamic Type size (Large): 672 points, the
  /// width UIKit's `readableContentGuide` caps at ("672 points", Apple's UIKit team in
  /// WWDC 2015 session 218, Mysteries of Auto Layout, part 1).
  static let readableWidth: CGFloat = 672

  private var margins: LayoutMarginState {
    if let marginState { return marginState }
    let state = LayoutMarginState()
    marginState = state
    state.reported = effectiveLayoutMargins
    return state
  }

  /// The margins, left to right: what was set (or iOS's default), plus the safe-area
  /// insets while `insetsLayoutMarginsFromSafeArea`, widened by the superview's while
  /// `preservesSuperviewLayoutMargins`. Setting sets the view's own margins.
  public var layoutMargins: UIEdgeInsets {
    get { effectiveLayoutMargins }
    set { directionalLayoutMargins = NSDirectionalEdgeInsets(newValue) }
  }

  /// The margins by reading direction (leading is left: the lab lays out left to right).
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { NSDirectionalEdgeInsets(effectiveLayoutMargins) }
    set {
      margins.own = newValue
      layoutMarginSettingsChanged()
    }
  }

  /// Whether the margins are measured from the safe area (the default) or the bounds.
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { marginState?.insetsFromSafeArea ?? true }
    set {
      margins.insetsFromSafeArea = newValue
      layoutMarginSettingsChanged()
    }
  }

  /// Whether the superview's margins, where they reach into this view, widen its own.
  public var preservesSuperviewLayoutMargins: Bool {
    get { marginState?.preservesSuperview ?? false }
    set {
      margins.preservesSuperview = newValue
      layoutMarginSettingsChanged()
    }
  }

  /// The view's bounds less its margins, as a guide.
  public var layoutMarginsGuide: UILayoutGuide {
    if let guide = layoutGuides.first(where: { $0.identifier == Self.layoutMarginsGuideIdentifier }) {
      return guide
    }
    let guide = UILayoutGuide()
    guide.identifier = Self.layoutMarginsGuideIdentifier
    addLayoutGuide(guide)
    makeMarginsGuideConstraints(guide)
    return guide
  }

  /// The margins guide narrowed to a readable line length, centred in it.
  public var readableContentGuide: UILayoutGuide {
    if let guide = layoutGuides.first(where: { $0.identifier == Self.readableContentGuideIdentifier }) {
      return guide
    }
    let margins = layoutMarginsGuide
    let guide = UILayoutGuide()
    guide.identifier = Self.readableContentGuideIdentifier
    addLayoutGuide(guide)
    let fullWidth = guide.widthAnchor.constraint(equalTo: margins.widthAnchor)
    fullWidth.priority = .defaultHigh
    NSLayoutConstraint.activate([
      guide.topAnchor.constraint(equalTo: margins.topAnchor),
      guide.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      guide.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
      guide.widthAnchor.constraint(lessThanOrEqualTo: margins.widthAnchor),
      guide.widthAnchor.constraint(lessThanOrEqualToConstant: Self.readableWidth),
      fullWidth,
    ])
    return guide
  }

  // MARK: Computing

  /// iOS's default margins: 8 on every edge; a root view's top and bottom come from the
  /// safe area alone.
  private var defaultLayoutMargins: NSDirectionalEdgeInsets {
    owningViewController == nil
      ? NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
      : NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
  }

  /// The view's own margins: as set or the default, raised to its controller's minimum.
  private var ownLayoutMargins: UIEdgeInsets {
    var own = marginState?.own ?? defaultLayoutMargins
    if let minimum = owningViewController?.minimumRootLayoutMargins {
      own = NSDirectionalEdgeInsets(
        top: max(own.top, minimum.top), leading: max(own.leading, minimum.leading),
        bottom: max(own.bottom, minimum.bottom), trailing: max(own.trailing, minimum.trailing))
    }
    return own.edgeInsets
  }

  private var effectiveLayoutMargins: UIEdgeInsets {
    let own = ownLayoutMargins
    let safe = insetsLayoutMarginsFromSafeArea ? safeAreaInsets : .zero
    var result = UIEdgeInsets(
      top: own.top + safe.top, left: own.left + safe.left, bottom: own.bottom + safe.bottom,
      right: own.right + safe.right)
    if preservesSuperviewLayoutMargins, let superview {
      let inherited = superview.effectiveLayoutMargins
      let outer = superview.bounds
      result.left = max(result.left, inherited.left - (frame.minX - outer.minX))
      result.top = max(result.top, inherited.top - (frame.minY - outer.minY))
      result.right = max(result.right, inherited.right - (outer.maxX - frame.maxX))
      result.bottom = max(result.bottom, inherited.bottom - (outer.maxY - frame.maxY))
    }
    return result
  }

  // MARK: Keeping the guide and the callbacks current

  private func makeMarginsGuideConstraints(_ guide: UILayoutGuide) {
    let state = margins
    NSLayoutConstraint.deactivate(state.guideConstraints)
    state.guideFollowsSafeArea = state.insetsFromSafeArea
    let edges: any LayoutAnchorProviding = state.insetsFromSafeArea ? safeAreaLayoutGuide : self
    state.guideConstraints = [
      guide.leadingAnchor.constraint(equalTo: edges.leadingAnchor),
      edges.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      guide.topAnchor.constraint(equalTo: edges.topAnchor),
      edges.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ]
    updateMarginsGuideConstants()
    NSLayoutConstraint.activate(state.guideConstraints)
  }

  /// The guide's distances from the edges it is pinned to: the margins less the
  /// safe-area insets those edges already have.
  private func updateMarginsGuideConstants() {
    guard let state = marginState, state.guideConstraints.count == 4 else { return }
    let margins = effectiveLayoutMargins
    let safe = state.guideFollowsSafeArea ? safeAreaInsets : .zero
    let constants = [
      margins.left - safe.left, margins.right - safe.right, margins.top - safe.top,
      margins.bottom - safe.bottom,
    ]
    for (constraint, constant) in zip(state.guideConstraints, constants) where constraint.constant != constant {
      constraint.constant = constant
    }
  }

  /// A setting changed: the guide follows, and the view hears of it.
  private func layoutMarginSettingsChanged() {
    if let guide = layoutGuides.first(where: { $0.identifier == Self.layoutMarginsGuideIdentifier }),
      marginState?.guideFollowsSafeArea != insetsLayoutMarginsFromSafeArea
    {
      makeMarginsGuideConstraints(guide)
    }
    updateLayoutMargins(announcingEvenIfUnchanged: true)
    setNeedsLayout()
  }

  /// Runs before the view lays out: the guide takes the margins the last solve gives
  /// (the safe area and the superview's margins depend on where views are), and
  /// `layoutMarginsDidChange()` comes when they changed. Only views whose margins were
  /// touched and controllers' root views take part.
  func updateLayoutMargins(announcingEvenIfUnchanged: Bool = false) {
    guard marginState != nil || owningViewController != nil else { return }
    let state = margins
    updateMarginsGuideConstants()
    let current = effectiveLayoutMargins
    guard announcingEvenIfUnchanged || current != state.reported else { return }
    state.reported = current
    layoutMarginsDidChange()
    owningViewController?.viewLayoutMarginsDidChange()
  }

  /// The controller's minimum margins were turned on or off.
  func layoutMarginsMinimumChanged() {
    updateLayoutMargins()
    setNeedsLayout()
  }
}
