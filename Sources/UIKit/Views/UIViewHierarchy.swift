import Foundation

/// Finding views in the tree: ancestors, tags, the root; and telling a moved subtree
/// that its window changed.
extension UIView {
  /// Whether `view` is this view or one of its ancestors.
  public func isDescendant(of view: UIView) -> Bool {
    var v: UIView? = self
    while let current = v {
      if current === view { return true }
      v = current.superview
    }
    return false
  }

  /// The first view in this subtree (this one included) with `tag`.
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// The topmost ancestor (the window, for views on screen).
  var rootView: UIView {
    var v = self
    while let parent = v.superview { v = parent }
    return v
  }

  /// Whether the window's first responder is this view or inside it, so that taking
  /// the view off its window must make it resign first.
  var isFirstResponderOrContainsIt: Bool {
    guard let view = firstResponderSlot?.current as? UIView else { return false }
    return view.isDescendant(of: self)
  }

  /// The first responder resigns if it is this view or inside it (a screen on its way
  /// out: pushed under, switched away from, presented over).
  func resignFirstResponderInside() {
    guard isFirstResponderOrContainsIt, let responder = firstResponderSlot?.current else { return }
    responder.resignFirstResponder()
  }

  func propagateWindowChange() {
    if let window { joinedWindowAtFrame = window.runtime.committedFrames }
    didMoveToWindow()
    for subview in subviews { subview.propagateWindowChange() }
  }
}
