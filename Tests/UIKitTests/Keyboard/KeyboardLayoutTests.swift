import Foundation
import Testing

@testable import UIKit

/// The on-screen keyboard's key rectangles, from the layout alone (no view, window or
/// clock). The expected numbers are worked out by hand from the layout's metrics: a
/// 45-point bar, rows from 8 below it, 3-point side margins, 6-point key gaps, 12-point
/// row gaps, 42-point shift and backspace keys, a 44×37 dismiss key.
@Suite("KeyboardLayout")
struct KeyboardLayoutTests {
  typealias Key = KeyboardLayout.Key

  /// A 390×844 phone: a 291-point keyboard over a 34-point home-indicator band.
  let phone = KeyboardLayout(pane: .letters, size: CGSize(width: 390, height: 291), bottomInset: 34)
  /// A 375×667 phone: a 216-point keyboard, no home indicator.
  let small = KeyboardLayout(pane: .letters, size: CGSize(width: 375, height: 216), bottomInset: 0)

  func frames(_ characters: String, in layout: KeyboardLayout) -> [CGRect] {
    characters.map { layout.frame(for: .character(String($0)))! }
  }

  /// `count` keys of `width` from `x`, one `width + 6` apart.
  func row(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat, count: Int) -> [CGRect] {
    (0..<count).map { CGRect(x: x + CGFloat($0) * (width + 6), y: y, width: width, height: height) }
  }

  @Test("390 wide: the dismiss key, then four rows in reading order")
  func keysInReadingOrder() {
    let letters: [Key] = "qwertyuiopasdfghjkl".map { .character(String($0)) }
    let third: [Key] = "zxcvbnm".map { .character(String($0)) }
    #expect(
      phone.keys == [.dismiss] + letters + [.shift] + third + [.backspace, .numbers, .globe, .space, .returnKey])
  }

  @Test("390 wide: 33-point letters, 42-point rows 54 apart from y 53, the bottom row ending at 257")
  func rectanglesAt390() {
    // Unit (390 − 2·3 − 9·6) / 10 = 33; rows (291 − 53 − 34 − 3·12) / 4 = 42 high at
    // y = 53, 107, 161, 215; wide keys 33·8/3 = 88.
    #expect(phone.frame(for: .dismiss) == CGRect(x: 343, y: 4, width: 44, height: 37))
    #expect(frames("qwertyuiop", in: phone) == row(x: 3, y: 53, width: 33, height: 42, count: 10))
    // Nine letters (345 wide) centred in 390.
    #expect(frames("asdfghjkl", in: phone) == row(x: 22.5, y: 107, width: 33, height: 42, count: 9))
    // Seven letters (267 wide) centred between shift and backspace.
    #expect(frames("zxcvbnm", in: phone) == row(x: 61.5, y: 161, width: 33, height: 42, count: 7))
    #expect(phone.frame(for: .shift) == CGRect(x: 3, y: 161, width: 42, height: 42))
    #expect(phone.frame(for: .backspace) == CGRect(x: 345, y: 161, width: 42, height: 42))
    #expect(phone.frame(for: .numbers) == CGRect(x: 3, y: 215, width: 88, height: 42))
    #expect(phone.frame(for: .space) == CGRect(x: 97, y: 215, width: 196, height: 42))
    #expect(phone.frame(for: .returnKey) == CGRect(x: 299, y: 215, width: 88, height: 42))
    // The globe in the 34-point home-indicator band below the keys: 291 − 34 + 1 = 258.
    #expect(phone.frame(for: .globe) == CGRect(x: 12, y: 258, width: 44, height: 32))
  }

  @Test("375 wide: 31.5-point letters, 31.75-point rows down to the keyboard's bottom edge")
  func rectanglesAt375() {
    // Unit (375 − 2·3 − 9·6) / 10 = 31.5; rows (216 − 53 − 3·12) / 4 = 31.75 high at
    // y = 53, 96.75, 140.5, 184.25; wide keys 31.5·8/3 = 84.
    #expect(small.frame(for: .dismiss) == CGRect(x: 328, y: 4, width: 44, height: 37))
    #expect(frames("qwertyuiop", in: small) == row(x: 3, y: 53, width: 31.5, height: 31.75, count: 10))
    #expect(small.frame(for: "p")!.maxX == 372)
    // Nine letters (331.5 wide) centred in 375.
    #expect(frames("asdfghjkl", in: small) == row(x: 21.75, y: 96.75, width: 31.5, height: 31.75, count: 9))
    // Seven letters (256.5 wide) centred.
    #expect(frames("zxcvbnm", in: small) == row(x: 59.25, y: 140.5, width: 31.5, height: 31.75, count: 7))
    #expect(small.frame(for: .shift) == CGRect(x: 3, y: 140.5, width: 42, height: 31.75))
    #expect(small.frame(for: .backspace) == CGRect(x: 330, y: 140.5, width: 42, height: 31.75))
    #expect(small.frame(for: .numbers) == CGRect(x: 3, y: 184.25, width: 84, height: 31.75))
    // No home-indicator band: the globe follows 123, a letter wide (3 + 84 + 6 = 93), and
    // the space bar starts after it (93 + 31.5 + 6 = 130.5), ending at 282 as before.
    #expect(small.frame(for: .globe) == CGRect(x: 93, y: 184.25, width: 31.5, height: 31.75))
    #expect(small.frame(for: .space) == CGRect(x: 130.5, y: 184.25, width: 151.5, height: 31.75))
    #expect(small.frame(for: .returnKey) == CGRect(x: 288, y: 184.25, width: 84, height: 31.75))
    #expect(small.frame(for: .space)!.maxY == 216)
  }

  @Test("Keys stay inside the keyboard and never overlap, at both widths and on every pane")
  func noOverlaps() {
    for width in [390.0, 375.0] {
      for pane in [KeyboardLayout.Pane.letters, .numbers, .symbols] {
        let layout = KeyboardLayout(pane: pane, size: CGSize(width: width, height: 291), bottomInset: 34)
        let bounds = CGRect(x: 0, y: 0, width: width, height: 291)
        for (i, a) in layout.keyCaps.enumerated() {
          #expect(bounds.contains(a.frame), "\(pane) \(a.key)")
          for b in layout.keyCaps[(i + 1)...] {
            #expect(!a.frame.intersects(b.frame), "\(pane) \(a.key) / \(b.key)")
          }
        }
      }
    }
  }

  @Test("123: digits and punctuation, #+= where shift was, five wider keys in the third row, ABC")
  func numbersPane() {
    let layout = KeyboardLayout(pane: .numbers, size: CGSize(width: 390, height: 291), bottomInset: 34)
    #expect(layout.frame(for: "a") == nil)
    #expect(layout.frame(for: .shift) == nil)
    #expect(frames("1234567890", in: layout) == row(x: 3, y: 53, width: 33, height: 42, count: 10))
    #expect(frames("-/:;()$&@\"", in: layout) == row(x: 3, y: 107, width: 33, height: 42, count: 10))
    #expect(layout.frame(for: .symbols) == CGRect(x: 3, y: 161, width: 42, height: 42))
    // Five keys share the seven letters' 267 points: (267 − 4·6) / 5 = 48.6 each.
    let third = frames(".,?!'", in: layout)
    for (i, frame) in third.enumerated() {
      #expect(abs(frame.minX - (61.5 + CGFloat(i) * 54.6)) < 1e-9)
      #expect(abs(frame.width - 48.6) < 1e-9)
      #expect(frame.minY == 161 && frame.height == 42)
    }
    #expect(layout.frame(for: .letters) == CGRect(x: 3, y: 215, width: 88, height: 42))
    #expect(layout.frame(for: .space) == CGRect(x: 97, y: 215, width: 196, height: 42))
  }

  @Test("#+=: the second symbols, 123 where shift was, ABC at the bottom")
  func symbolsPane() {
    let layout = KeyboardLayout(pane: .symbols, size: CGSize(width: 375, height: 216), bottomInset: 0)
    #expect(layout.keys.contains("€") && layout.keys.contains("["))
    #expect(layout.frame(for: .numbers) == CGRect(x: 3, y: 140.5, width: 42, height: 31.75))
    #expect(layout.frame(for: .letters) == CGRect(x: 3, y: 184.25, width: 84, height: 31.75))
    #expect(layout.frame(for: .symbols) == nil)
  }

  @Test("Letters are found in either case")
  func eitherCase() {
    #expect(phone.frame(for: "Q") == phone.frame(for: "q"))
  }

  @Test("A point in a gap goes to the nearest key; the bar and the home-indicator band have none")
  func hitTesting() {
    let q = phone.frame(for: "q")!
    #expect(phone.key(at: CGPoint(x: q.midX, y: q.midY)) == "q")
    // 2 points right of q is 4 left of w.
    #expect(phone.key(at: CGPoint(x: q.maxX + 2, y: q.midY)) == "q")
    #expect(phone.key(at: CGPoint(x: q.maxX + 4, y: q.midY)) == "w")
    // The 12-point gap under q, nearer q than a.
    #expect(phone.key(at: CGPoint(x: q.midX, y: q.maxY + 5)) == "q")
    // Between the bar and the top row.
    #expect(phone.key(at: CGPoint(x: q.midX, y: 50)) == "q")
    #expect(phone.key(at: CGPoint(x: 343 + 22, y: 20)) == .dismiss)
    #expect(phone.key(at: CGPoint(x: 100, y: 20)) == nil)
    // Up to half a row gap under the bottom row, then the band.
    #expect(phone.key(at: CGPoint(x: 195, y: 262)) == .space)
    #expect(phone.key(at: CGPoint(x: 195, y: 291 - 10)) == nil)
    #expect(phone.key(at: CGPoint(x: 400, y: 100)) == nil)
  }
}

/// The pane and shift state, and how shift taps change it, with the times given.
@Suite("KeyboardState")
struct KeyboardStateTests {
  @Test("A new session: letters, shift off; letters type lower case, space a space")
  func initial() {
    let state = KeyboardState()
    #expect(state.pane == .letters)
    #expect(state.shiftState == .off)
    #expect(state.typedText(for: "a") == "a")
    #expect(state.typedText(for: .space) == " ")
    #expect(state.typedText(for: .shift) == nil)
    #expect(state.typedText(for: .returnKey) == nil)
  }

  @Test("A shift tap capitalizes one letter; typing uses it up")
  func shiftOnce() {
    var state = KeyboardState()
    state.tapShift(at: 1)
    #expect(state.shiftState == .once)
    #expect(state.typedText(for: "a") == "A")
    #expect(state.title(ofCharacter: "a") == "A")
    state.didType()
    #expect(state.shiftState == .off)
    #expect(state.typedText(for: "a") == "a")
  }

  @Test("Two taps within 0.3 s lock the caps; typing keeps them; a tap unlocks")
  func capsLock() {
    var state = KeyboardState()
    state.tapShift(at: 1)
    state.tapShift(at: 1.25)
    #expect(state.shiftState == .locked)
    state.didType()
    #expect(state.shiftState == .locked)
    #expect(state.typedText(for: "b") == "B")
    state.tapShift(at: 1.35)
    #expect(state.shiftState == .off)
  }

  @Test("Two taps further apart than 0.3 s are two single taps: on, then off")
  func slowTaps() {
    var state = KeyboardState()
    state.tapShift(at: 1)
    state.tapShift(at: 1.31)
    #expect(state.shiftState == .off)
    // A quick pair after them still locks.
    state.tapShift(at: 1.5)
    state.tapShift(at: 1.6)
    #expect(state.shiftState == .locked)
  }

  @Test("Shift does not change digits and symbols")
  func shiftOnOtherPanes() {
    var state = KeyboardState()
    state.tapShift(at: 1)
    state.pane = .numbers
    #expect(state.typedText(for: "1") == "1")
    state.pane = .symbols
    #expect(state.title(ofCharacter: "€") == "€")
  }
}
