import CSDL2
import CSDL2TTF
import UIKit

/// UIKit's `TextMeasurer` on SDL2_ttf's real glyph metrics; install it as
/// `TextMeasurement.current` so layout, caret positions and wrapping match what the
/// canvas draws.
///
/// Text is measured with the same TTF font (pixel size and face) the canvas renders it
/// with, and divided back into points. Caret offsets are the widths of each grapheme
/// prefix (`TTF_SizeUTF8`), so kerning and shaping between clusters count, and a Hangul
/// syllable or an emoji sequence is one caret step. Results are cached (LRU): a text
/// field asks for the same string's offsets every frame while it animates.
@MainActor
public final class SDLTextMeasurer: TextMeasurer {
  private let fonts: FontCache
  /// Pixels per point of the canvas the text is drawn on (1, 2, 3 or a HiDPI factor).
  public var pixelsPerPoint: CGFloat {
    didSet {
      if pixelsPerPoint != oldValue {
        offsetCache.removeAll()
        widthCache.removeAll()
        lineHeights.removeAll()
      }
    }
  }

  private struct Key: Hashable {
    var text: String
    var font: FontCache.Key
  }
  private var offsetCache = LRUCache<Key, [CGFloat]>(capacity: 2048)
  /// Widths are asked for every frame (a label wraps, a key centres its title, the canvas
  /// sizes what it draws), and shaping a line with HarfBuzz costs far more than a lookup.
  private var widthCache = LRUCache<Key, CGFloat>(capacity: 4096)
  private var lineHeights: [FontCache.Key: CGFloat] = [:]

  /// Prefix measuring is quadratic in the length; beyond this many graphemes (long text
  /// view paragraphs) the offsets are sums of per-grapheme widths instead.
  static let exactPrefixLimit = 256

  public init(fonts: FontCache, pixelsPerPoint: CGFloat) {
    self.fonts = fonts
    self.pixelsPerPoint = pixelsPerPoint
  }

  public func width(of text: String, font: UIFont) -> CGFloat {
    if text.isEmpty { return 0 }
    let key = Key(text: text, font: FontCache.key(for: font, pixelsPerPoint: pixelsPerPoint))
    // Caret offsets, when known, decide: the last one is the width carets are placed in.
    if let offsets = offsetCache.value(for: key) { return offsets[offsets.count - 1] }
    if let width = widthCache.value(for: key) { return width }
    guard let ttf = fonts.ttfFont(for: font, pixelsPerPoint: pixelsPerPoint) else { return 0 }
    let width = CGFloat(Self.pixelWidth(of: text, ttf)) / pixelsPerPoint
    widthCache.insert(width, for: key)
    return width
  }

  public func lineHeight(of font: UIFont) -> CGFloat {
    let key = FontCache.key(for: font, pixelsPerPoint: pixelsPerPoint)
    if let height = lineHeights[key] { return height }
    guard let ttf = fonts.ttfFont(for: font, pixelsPerPoint: pixelsPerPoint) else {
      return (font.pointSize * 1.2).rounded()
    }
    // NanumGothic's line skip equals ascent + descent: no extra gap, like SF's.
    let height = CGFloat(max(TTF_FontLineSkip(ttf), TTF_FontHeight(ttf))) / pixelsPerPoint
    lineHeights[key] = height
    return height
  }

  public func caretOffsets(in text: String, font: UIFont) -> [CGFloat] {
    if text.isEmpty { return [0] }
    if let offsets = cachedOffsets(text, font) { return offsets }
    let key = Key(text: text, font: FontCache.key(for: font, pixelsPerPoint: pixelsPerPoint))
    guard let ttf = fonts.ttfFont(for: font, pixelsPerPoint: pixelsPerPoint) else {
      return Array(repeating: 0, count: text.count + 1)
    }
    var offsets: [CGFloat] = [0]
    offsets.reserveCapacity(text.count + 1)
    let exact = text.count <= Self.exactPrefixLimit
    var end = text.startIndex
    var sum = 0
    while end < text.endIndex {
      let next = text.index(after: end)
      if exact {
        offsets.append(CGFloat(Self.pixelWidth(of: String(text[..<next]), ttf)) / pixelsPerPoint)
      } else {
        sum += Self.pixelWidth(of: String(text[end..<next]), ttf)
        offsets.append(CGFloat(sum) / pixelsPerPoint)
      }
      end = next
    }
    // Shaping can make a longer prefix a hair narrower; carets never move backwards.
    for i in offsets.indices.dropFirst() where offsets[i] < offsets[i - 1] { offsets[i] = offsets[i - 1] }
    offsetCache.insert(offsets, for: key)
    return offsets
  }

  private func cachedOffsets(_ text: String, _ font: UIFont) -> [CGFloat]? {
    offsetCache.value(for: Key(text: text, font: FontCache.key(for: font, pixelsPerPoint: pixelsPerPoint)))
  }

  static func pixelWidth(of text: String, _ ttf: OpaquePointer) -> Int {
    guard !text.isEmpty else { return 0 }
    var width: Int32 = 0
    var height: Int32 = 0
    guard TTF_SizeUTF8(ttf, text, &width, &height) == 0 else { return 0 }
    return Int(width)
  }
}
