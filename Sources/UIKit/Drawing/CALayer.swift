import Foundation

/// The part of Core Animation's `CALayer` that views style themselves with: rounded
/// corners, a border, clipping. Reached as `view.layer`, so seed code such as
/// `field.layer.cornerRadius = 8` ports unchanged.
///
/// It holds style only; geometry and drawing stay in the view.
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

  public init() {}

  private func changed() {
    onChange?()
  }
}
