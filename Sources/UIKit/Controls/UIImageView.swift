import Foundation

/// Shows an image, fitted to its bounds by `contentMode`; its intrinsic size is the
/// image's size in points, so an image view with no size constraints takes its image's.
@preconcurrency @MainActor
open class UIImageView: UIView {
  open var image: UIImage? {
    didSet {
      guard oldValue !== image else { return }
      if oldValue?.size != image?.size { invalidateIntrinsicContentSize() }
      setNeedsDisplay()
    }
  }
  /// Shown instead of `image` while `isHighlighted`, when set.
  open var highlightedImage: UIImage? { didSet { setNeedsDisplay() } }
  open var isHighlighted = false { didSet { setNeedsDisplay() } }
  /// How the image fits the bounds (`scaleToFill` by default, as on iOS). Declared here
  /// rather than on `UIView`, where only image views read it.
  open var contentMode: ContentMode = .scaleToFill { didSet { setNeedsDisplay() } }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    // As on iOS, image views let touches through to what is behind them.
    isUserInteractionEnabled = false
  }

  public convenience init(image: UIImage?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  public convenience init(image: UIImage?, highlightedImage: UIImage?) {
    self.init(image: image)
    self.highlightedImage = highlightedImage
  }

  public convenience init() {
    self.init(frame: .zero)
  }

  private var displayedImage: UIImage? {
    isHighlighted ? highlightedImage ?? image : image
  }

  open override var intrinsicContentSize: CGSize {
    guard let image = displayedImage else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    return image.size
  }

  /// Where the image is drawn in the view's own coordinates.
  public var imageRect: CGRect? {
    guard let image = displayedImage else { return nil }
    return contentMode.rect(forContentOfSize: image.size, in: CGRect(origin: .zero, size: bounds.size))
  }

  open override func draw(in canvas: Canvas) {
    guard let image = displayedImage, let rect = imageRect else { return }
    canvas.drawImage(image, in: rect)
  }
}
