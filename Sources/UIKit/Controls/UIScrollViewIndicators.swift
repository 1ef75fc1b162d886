import Foundation

/// The scroll indicators: shown while the content moves, placed on their tracks, faded
/// out after a pause.
extension UIScrollView {
  /// The insets of `orientation`'s track.
  func indicatorInsets(_ orientation: ScrollIndicator.Orientation) -> UIEdgeInsets {
    orientation == .vertical ? verticalScrollIndicatorInsets : horizontalScrollIndicatorInsets
  }

  /// Puts the indicators up at full opacity and (unless a drag holds them) restarts the
  /// countdown to their fade.
  func showIndicators() {
    UIView.performWithoutAnimation {
      for orientation in [ScrollIndicator.Orientation.vertical, .horizontal] {
        let shows =
          orientation == .vertical ? showsVerticalScrollIndicator : showsHorizontalScrollIndicator
        let existing = orientation == .vertical ? verticalIndicator : horizontalIndicator
        // No bar along an axis where the content fits: there is nothing to indicate.
        guard shows,
          existing != nil
            || ScrollIndicator.frame(
              orientation, bounds: bounds, contentSize: contentSize, inset: adjustedContentInset,
              trackInset: indicatorInsets(orientation)) != nil
        else { continue }
        let indicator = existing ?? ScrollIndicator(orientation)
        Animator.current.cancel(Animator.Key(target: ObjectIdentifier(indicator), property: .alpha))
        indicator.presentationAlphaOverride = nil
        indicator.alpha = 1
        if existing == nil {
          if orientation == .vertical {
            verticalIndicator = indicator
          } else {
            horizontalIndicator = indicator
          }
          addSubview(indicator)
        }
      }
      positionIndicators()
    }
    if !isDragging { scheduleIndicatorFade() }
  }

  func positionIndicators() {
    UIView.performWithoutAnimation {
      for indicator in visibleScrollIndicators {
        guard let indicator = indicator as? ScrollIndicator else { continue }
        if let frame = ScrollIndicator.frame(
          indicator.orientation, bounds: bounds, contentSize: contentSize,
          inset: adjustedContentInset, trackInset: indicatorInsets(indicator.orientation))
        {
          indicator.isHidden = false
          indicator.frame = frame
        } else {
          indicator.isHidden = true
        }
      }
      for indicator in visibleScrollIndicators { bringSubviewToFront(indicator) }
    }
  }

  /// Fades the indicators out `fadeDelay` after now, on the frame clock; once faded they
  /// leave the view tree.
  func scheduleIndicatorFade() {
    let indicators = visibleScrollIndicators
    guard !indicators.isEmpty else { return }
    let animator = owningRuntime.animator
    let group = AnimationGroup(animator: animator) { [weak self] finished in
      guard finished, let self else { return }
      for indicator in indicators where indicator.alpha == 0 {
        indicator.removeFromSuperview()
        if indicator === self.verticalIndicator { self.verticalIndicator = nil }
        if indicator === self.horizontalIndicator { self.horizontalIndicator = nil }
      }
    }
    let context = AnimationContext(
      animator: animator, startTime: animator.now, delay: ScrollIndicator.fadeDelay,
      duration: ScrollIndicator.fadeDuration, curve: .bezier(.easeOut), options: [], group: group)
    Animator.run(context) {
      for indicator in indicators { indicator.alpha = 0 }
    }
    group.close()
  }
}
