import Foundation

/// A view as Auto Layout's engine reaches it. The rest of what the engine uses (the
/// engine at the root, `constraints`, the placement properties) is `UIView`'s own.
extension UIView: LayoutViewItem {
  /// How the layout log names a view: its type and tag.
  var layoutDebugName: String {
    "\(type(of: self)):\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue) & 0xFFFFF, radix: 16))"
  }

  func takeFrameFromLayout(_ frame: CGRect, animatedIn context: AnimationContext?, animator: Animator) {
    if let context {
      setFrameFromLayout(frame, animatedIn: context, animator: animator)
    } else {
      setFrameFromLayout(frame, animator: animator)
    }
  }

  func takePresentationFrameFromLayout(_ frame: CGRect?) {
    let drawn = frame.flatMap { $0.equals(self.frame) ? nil : $0 }
    guard drawn != layoutPresentationFrame else { return }
    layoutPresentationFrame = drawn
    setNeedsDisplay()
  }

  func isDrawn(at frame: CGRect) -> Bool { presentationFrame.equals(frame) }

  var superviewItem: (any LayoutViewItem)? { superview }
  var subviewItems: [any LayoutViewItem] { subviews }
  var layoutGuideItems: [any LayoutGuideItem] { layoutGuides }
}
