import Foundation

/// An output's pixels, and how drawing in points lands on them.
///
/// Points are multiplied by `pixelsPerPoint` here rather than by the renderer, so that
/// text, drawn from images of its rendered pixels, lands on whole pixels and stays crisp,
/// while shapes keep their fractional positions for anti-aliased edges (a moving border
/// glides instead of jumping a pixel at a time). Clips are rounded to whole pixels.
/// Small shapes are placed on quarter pixels, so that a keyboard sliding by a fraction
/// of a pixel per frame reuses four rasterizations of a key cap, not one per frame.
public struct PixelGrid: Hashable, Sendable {
  public var pixelsPerPoint: CGFloat
  public var width: Int
  public var height: Int

  public init(pixelsPerPoint: CGFloat, width: Int, height: Int) {
    self.pixelsPerPoint = pixelsPerPoint
    self.width = width
    self.height = height
  }

  /// The whole output.
  public var bounds: PixelRect { PixelRect(x0: 0, y0: 0, x1: width, y1: height) }

  /// A clip in canvas points (nil: none) as whole pixels within the output.
  public func clip(_ clip: CGRect?) -> PixelRect {
    guard let clip else { return bounds }
    guard !clip.isNull, clip.width > 0, clip.height > 0 else { return PixelRect(x0: 0, y0: 0, x1: 0, y1: 0) }
    let s = pixelsPerPoint
    let minX = clip.minX * s
    let minY = clip.minY * s
    return PixelRect(
      x0: Int(minX.rounded()), y0: Int(minY.rounded()), x1: Int((minX + clip.width * s).rounded()),
      y1: Int((minY + clip.height * s).rounded())
    ).intersection(bounds)
  }

  /// `command` on this grid; nil when it would paint nothing (clipped away, fully
  /// transparent, empty).
  public func operation(for command: DrawCommand) -> DisplayOperation? {
    let context = command.context
    let clip = clip(context.clip)
    guard !clip.isEmpty else { return nil }
    switch command {
    case .fill(let rect, let cornerRadius, let color, _):
      return shape(rect, cornerRadius: cornerRadius, lineWidth: nil, color: color, alpha: context.alpha, clip: clip)
    case .stroke(let rect, let cornerRadius, let lineWidth, let color, _):
      guard lineWidth > 0 else { return nil }
      return shape(
        rect, cornerRadius: cornerRadius, lineWidth: lineWidth, color: color, alpha: context.alpha, clip: clip)
    case .text(let text, let frame, let font, let color, _):
      return self.text(text, frame: frame, font: font, color: color, alpha: context.alpha, clip: clip)
    case .image(let image, let rect, _):
      return self.image(image, in: rect, alpha: context.alpha, clip: clip)
    }
  }

  private func shape(
    _ rect: CGRect, cornerRadius: CGFloat, lineWidth: CGFloat?, color: UIColor, alpha canvasAlpha: CGFloat,
    clip: PixelRect
  ) -> DisplayOperation? {
    let s = pixelsPerPoint
    let minX = Double(rect.minX * s)
    let minY = Double(rect.minY * s)
    let outer = PixelShape(
      minX: minX, minY: minY, maxX: minX + Double(rect.width * s), maxY: minY + Double(rect.height * s),
      radius: Double(cornerRadius * s))
    let paint = DisplayOperation.Color(color)
    let alpha = Double(paint.alpha) / 255 * Double(canvasAlpha)
    guard alpha > 0, !outer.isEmpty else { return nil }
    // A stroke as wide as the shape is a fill.
    let inset = lineWidth.map { Double($0 * s) }.flatMap { outer.inset(by: $0).isEmpty ? nil : $0 }
    var originX = outer.minX.rounded(.down)
    var originY = outer.minY.rounded(.down)
    var fractionX = outer.minX - originX
    var fractionY = outer.minY - originY
    if outer.isSmall {
      fractionX = (fractionX * 4).rounded() / 4
      fractionY = (fractionY * 4).rounded() / 4
      if fractionX == 1 {
        originX += 1
        fractionX = 0
      }
      if fractionY == 1 {
        originY += 1
        fractionY = 0
      }
    }
    let local = PixelShape(
      minX: fractionX, minY: fractionY, maxX: fractionX + (outer.maxX - outer.minX),
      maxY: fractionY + (outer.maxY - outer.minY), radius: outer.radius)
    let dx = Int(originX)
    let dy = Int(originY)
    let geometry = local.pixelBounds.offsetBy(dx: dx, dy: dy)
    let bounds = geometry.intersection(clip)
    guard !bounds.isEmpty else { return nil }
    var core: PixelRect?
    if inset == nil, UInt8((alpha * 255).rounded()) == 255, let covered = local.coveredPixels {
      let visible = covered.offsetBy(dx: dx, dy: dy).intersection(clip)
      if !visible.isEmpty { core = visible }
    }
    var parts: [PixelRect]?
    if let inset {
      // Four bands, each as deep as a corner's curve or the line, whichever is more.
      let band = Int(max(outer.radius, inset).rounded(.up)) + 1
      let side = Int(inset.rounded(.up)) + 1
      let b = geometry
      parts = [
        PixelRect(x0: b.x0, y0: b.y0, x1: b.x1, y1: min(b.y1, b.y0 + band)),
        PixelRect(x0: b.x0, y0: max(b.y0, b.y1 - band), x1: b.x1, y1: b.y1),
        PixelRect(x0: b.x0, y0: b.y0, x1: min(b.x1, b.x0 + side), y1: b.y1),
        PixelRect(x0: max(b.x0, b.x1 - side), y0: b.y0, x1: b.x1, y1: b.y1),
      ].map { $0.intersection(clip) }.filter { !$0.isEmpty }
    }
    return DisplayOperation(
      content: .shape(local, dx: dx, dy: dy, lineWidth: inset, alpha: alpha), color: paint, clip: clip,
      bounds: bounds, opaqueCore: core, parts: parts)
  }

  private func text(
    _ text: String, frame: CGRect, font: UIFont, color: UIColor, alpha canvasAlpha: CGFloat, clip: PixelRect
  ) -> DisplayOperation? {
    guard !text.isEmpty else { return nil }
    var paint = DisplayOperation.Color(color)
    paint.alpha = UInt8((Double(paint.alpha) * Double(canvasAlpha)).rounded())
    guard paint.alpha > 0 else { return nil }
    let s = pixelsPerPoint
    let x = Int((frame.minX * s).rounded())
    let y = Int((frame.minY * s).rounded())
    // The measured size is a whole number of the font's pixels divided by the scale;
    // multiplied back it can land a hair above that number, which is not one more pixel.
    let width = Int((Double(frame.width * s) - 1e-6).rounded(.up))
    let height = Int((Double(frame.height * s) - 1e-6).rounded(.up))
    let bounds = PixelRect(x0: x, y0: y, x1: x + max(0, width), y1: y + max(0, height)).intersection(clip)
    guard !bounds.isEmpty else { return nil }
    return DisplayOperation(content: .text(text, font: font, x: x, y: y), color: paint, clip: clip, bounds: bounds)
  }

  private func image(_ image: UIImage, in rect: CGRect, alpha canvasAlpha: CGFloat, clip: PixelRect)
    -> DisplayOperation?
  {
    let alpha = UInt8((255 * canvasAlpha).rounded())
    guard alpha > 0 else { return nil }
    let s = pixelsPerPoint
    let x = Double(rect.minX * s)
    let y = Double(rect.minY * s)
    let width = Double(rect.width * s)
    let height = Double(rect.height * s)
    let geometry = PixelRect(
      x0: Int(x.rounded(.down)), y0: Int(y.rounded(.down)), x1: Int((x + width).rounded(.up)),
      y1: Int((y + height).rounded(.up)))
    let bounds = geometry.intersection(clip)
    guard !bounds.isEmpty else { return nil }
    return DisplayOperation(
      content: .image(image, x: x, y: y, width: width, height: height),
      color: DisplayOperation.Color(red: 255, green: 255, blue: 255, alpha: alpha), clip: clip, bounds: bounds)
  }
}
