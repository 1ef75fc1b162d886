import Foundation

/// The layout pass over a view tree and the engine it shares: the solver's frames
/// first, then `layoutSubviews()` top-down through the subtrees marked as needing it.
extension UIView {
  /// The layout engine of this view's tree, created on first use.
  var layoutEngine: LayoutEngine {
    let root = rootView
    if let engine = root.ownedLayoutEngine { return engine }
    let engine = LayoutEngine(root: root)
    root.ownedLayoutEngine = engine
    return engine
  }

  var layoutEngineIfPresent: LayoutEngine? { rootView.ownedLayoutEngine }

  /// Marks the ancestors up to the first one already marked, so the pass finds this
  /// view without visiting the rest of the tree.
  func markAncestorsForLayout() {
    var v = superview
    while let view = v, !view.descendantNeedsLayout {
      view.descendantNeedsLayout = true
      v = view.superview
    }
  }

  /// The pass runs in the runtime of the tree's window, whichever runtime called it (a
  /// test's body, a handler of another runtime's notification), so that what it animates
  /// runs on that window's clock and what `layoutSubviews` reads is its world.
  func runLayoutPass() {
    owningRuntime.activate {
      // layoutSubviews may change constraints or frames again; a few rounds settle it.
      for _ in 0..<8 {
        let engine = ownedLayoutEngine
        engine?.solveAndApplyFrames()
        guard needsLayout || descendantNeedsLayout || engine?.hasPendingWork == true else { return }
        layoutSubtree()
      }
    }
  }

  /// A controller's root view tells of a new safe area before its controller lays out,
  /// as on iOS (`safeAreaInsetsDidChange`, then `viewSafeAreaInsetsDidChange`, then
  /// `viewWillLayoutSubviews`). Only root views are told: asking every view of every pass
  /// for its insets would cost the layout pass a solver read per view.
  private func reportSafeAreaChangeToController() {
    guard let controller = owningViewController else { return }
    let insets = safeAreaInsets
    guard insets != controller.reportedSafeAreaInsets else { return }
    controller.reportedSafeAreaInsets = insets
    safeAreaInsetsDidChange()
    controller.viewSafeAreaInsetsDidChange()
  }

  private func layoutSubtree() {
    if needsLayout {
      needsLayout = false
      reportSafeAreaChangeToController()
      updateLayoutMargins()
      owningViewController?.viewWillLayoutSubviews()
      layoutSubviews()
      owningViewController?.viewDidLayoutSubviews()
    }
    guard descendantNeedsLayout else { return }
    descendantNeedsLayout = false
    for subview in subviews where subview.needsLayout || subview.descendantNeedsLayout {
      subview.layoutSubtree()
    }
  }
}
