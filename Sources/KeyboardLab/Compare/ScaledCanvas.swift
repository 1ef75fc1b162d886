import Foundation
import UIKit

/// A canvas that draws into another at a scale: what is drawn at (x, y), w × h, lands at
/// (x, y) × `scale`, (w × h) × `scale` from the other's origin, lines and text scaled too.
/// The compare window draws an iPad's device frame, made for its points, at the window's
/// scale with it.
@MainActor
final class ScaledCanvas: Canvas {
  private let base: any Canvas
  let scale: CGFloat

  init(_ base: any Canvas, scale: CGFloat) {
    self.base = base
    self.scale = scale
  }

  private func scaled(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x * scale, y: point.y * scale) }

  private func scaled(_ rect: CGRect) -> CGRect {
    CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
  }

  func saveState() { base.saveState() }
  func restoreState() { base.restoreState() }
  func translate(by offset: CGPoint) { base.translate(by: scaled(offset)) }
  func clip(to rect: CGRect) { base.clip(to: scaled(rect)) }
  func multiplyAlpha(_ alpha: CGFloat) { base.multiplyAlpha(alpha) }

  func fill(_ rect: CGRect, cornerRadius: CGFloat, color: UIColor) {
    base.fill(scaled(rect), cornerRadius: cornerRadius * scale, color: color)
  }

  func stroke(_ rect: CGRect, cornerRadius: CGFloat, lineWidth: CGFloat, color: UIColor) {
    base.stroke(scaled(rect), cornerRadius: cornerRadius * scale, lineWidth: lineWidth * scale, color: color)
  }

  func drawText(_ text: String, at origin: CGPoint, font: UIFont, color: UIColor) {
    base.drawText(text, at: scaled(origin), font: font.withSize(font.pointSize * scale), color: color)
  }

  func drawImage(_ image: UIImage, in rect: CGRect) { base.drawImage(image, in: scaled(rect)) }
}
