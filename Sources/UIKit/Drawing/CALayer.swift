import Foundation

/// The part of Core Animation's `CALayer` that views style themselves with and read
/// their geometry through: rounded corners, a border, clipping; `frame`, `bounds`,
/// `position` and `opacity`, and `presentation()`, what is on screen while animations
/// run. Reached as `view.layer`, so seed code such as `field.layer.cornerRadius = 8` and
/// `view.layer.presentation()?.frame` ports unchanged.
///
/// A view's layer holds no geometry of its own: it reads and writes its view's (the
/// model values, as UIKit's views are their layers' geometry). A presentation layer is a
/// detached copy of what was drawn when it was made.
@preconcurrency @MainActor
public final class CALayer {
  public var cornerRadius: CGFloat = 0 { didSet { changed() } }
  public var borderWidth: CGFloat = 0 { didSet { changed() } }
  public var borderColor: CGColor? { didSet { changed() } }
  public var masksToBounds: Bool = false { didSet { changed() } }

  /// The view that owns this layer, as on iOS where a view is its layer's delegate.
  /// Untyped because the view type lives elsewhere in the module; weak because the
  /// view owns the layer.
  public weak var delegate: AnyObject?

  /// Called after any property above changes, so the owning view can mark itself as
  /// needing display without the layer knowing about views.
  public var onChange: (() -> Void)?

  /// The view whose geometry this layer is (nil: a layer of its own).
  weak var host: (any LayerGeometryHost)?
  /// The geometry of a layer without a view (and of a presentation copy).
  private var stored = LayerGeometry()
  /// A presentation copy's model layer.
  private var modelLayer: CALayer?

  public init() {}

  private func changed() {
    onChange?()
  }

  // MARK: Geometry

  /// The layer's rectangle in its superlayer's coordinates (its view's `frame`).
  public var frame: CGRect {
    get { host?.layerModelGeometry.frame ?? stored.frame }
    set {
      if let host { host.setLayerFrame(newValue) } else { stored.frame = newValue }
    }
  }

  /// The layer's own coordinate space (its view's `bounds`).
  public var bounds: CGRect {
    get { host?.layerModelGeometry.bounds ?? stored.bounds }
    set {
      if let host { host.setLayerBounds(newValue) } else { stored.setBounds(newValue) }
    }
  }

  /// The centre of the frame in the superlayer's coordinates (the anchor point is
  /// always the centre here, UIKit's default), its view's `center`.
  public var position: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }

  /// The layer's opacity (its view's `alpha`).
  public var opacity: Float {
    get { host?.layerModelGeometry.opacity ?? stored.opacity }
    set {
      if let host { host.setLayerOpacity(newValue) } else { stored.opacity = newValue }
    }
  }

  /// A copy of the layer as it is on screen now, animations applied: "Returns nil if
  /// the layer has not yet been committed" (CALayer.h), which for a view's layer means
  /// until a frame has laid out its window on screen since the view joined it. A
  /// presentation layer's presentation is itself.
  public func presentation() -> CALayer? {
    if modelLayer != nil { return self }
    guard let host, let drawn = host.layerPresentationGeometry else { return nil }
    let copy = CALayer()
    copy.stored = drawn
    copy.modelLayer = self
    copy.cornerRadius = cornerRadius
    copy.borderWidth = borderWidth
    copy.borderColor = borderColor
    copy.masksToBounds = masksToBounds
    return copy
  }

  /// The model layer of a presentation copy; a model layer's is itself.
  public func model() -> CALayer { modelLayer ?? self }
}

/// A layer's geometry: what a view keeps for its layer, or a detached layer itself.
struct LayerGeometry {
  var frame = CGRect.zero
  var boundsOrigin = CGPoint.zero
  var opacity: Float = 1

  var bounds: CGRect { CGRect(origin: boundsOrigin, size: frame.size) }

  /// Bounds keep the centre where it is, as on iOS.
  mutating func setBounds(_ bounds: CGRect) {
    boundsOrigin = bounds.origin
    frame = CGRect(
      x: frame.midX - bounds.width / 2, y: frame.midY - bounds.height / 2, width: bounds.width,
      height: bounds.height)
  }
}

/// The view a layer is the geometry of (`UIView`), as the layer reaches it.
@MainActor
protocol LayerGeometryHost: AnyObject {
  /// What code set: the view's frame, bounds and alpha.
  var layerModelGeometry: LayerGeometry { get }
  /// What is drawn now; nil while the view has not been on screen in a laid-out frame.
  var layerPresentationGeometry: LayerGeometry? { get }
  func setLayerFrame(_ frame: CGRect)
  func setLayerBounds(_ bounds: CGRect)
  func setLayerOpacity(_ opacity: Float)
}
