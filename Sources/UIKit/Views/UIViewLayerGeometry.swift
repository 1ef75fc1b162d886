import Foundation

/// A view's geometry as its layer reports it: the model values code set, and what is
/// drawn now for `layer.presentation()`.
extension UIView: LayerGeometryHost {
  var layerModelGeometry: LayerGeometry {
    LayerGeometry(frame: frame, boundsOrigin: bounds.origin, opacity: Float(alpha))
  }

  /// Nil until a frame has laid out the view's window on screen since the view joined
  /// it: Core Animation has no presentation of a layer it has not committed.
  var layerPresentationGeometry: LayerGeometry? {
    let runtime = owningRuntime
    let root = rootView
    guard window != nil, runtime.participants.contains(where: { $0 === root }),
      runtime.committedFrames > joinedWindowAtFrame
    else { return nil }
    return LayerGeometry(frame: presentationFrame, boundsOrigin: bounds.origin, opacity: Float(presentationAlpha))
  }

  func setLayerFrame(_ frame: CGRect) { self.frame = frame }
  func setLayerBounds(_ bounds: CGRect) { self.bounds = bounds }
  func setLayerOpacity(_ opacity: Float) { alpha = CGFloat(opacity) }
}
