import Testing
import UIKitTestSupport

@testable import RxSwift

@Suite(.uikitRuntime)
struct SubjectTests {
  @Test("PublishSubject: only elements after subscribing; a stop event ends all; late subscribers get only it")
  func publishSubject() {
    let subject = PublishSubject<Int>()
    subject.onNext(0)
    let first = EventRecorder<Int>()
    let d1 = subject.subscribe(first.observer)
    subject.onNext(1)
    let second = EventRecorder<Int>()
    _ = subject.subscribe(second.observer)
    #expect(subject.hasObservers)
    subject.onNext(2)
    d1.dispose()
    subject.onNext(3)
    subject.onCompleted()
    subject.onNext(4)
    #expect(first.elements == [1, 2] && !first.isCompleted)
    #expect(second.elements == [2, 3] && second.isCompleted)
    #expect(!subject.hasObservers)

    let late = EventRecorder<Int>()
    _ = subject.subscribe(late.observer)
    #expect(late.events.count == 1 && late.isCompleted)
  }

  @Test("PublishSubject: an observer disposed by an earlier observer's reaction gets nothing more")
  func publishSubjectDisposalDuringDispatch() {
    let subject = PublishSubject<Int>()
    var second: Disposable?
    var received: [String] = []
    _ = subject.subscribe(onNext: { value in
      received.append("first \(value)")
      second?.dispose()
    })
    second = subject.subscribe(onNext: { value in received.append("second \(value)") })
    subject.onNext(1)
    #expect(received == ["first 1"])
  }

  @Test("PublishSubject after dispose(): subscribing fails with RxError.disposed")
  func disposedSubject() {
    let subject = PublishSubject<Int>()
    subject.dispose()
    #expect(subject.isDisposed)
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder.observer)
    guard case .disposed? = recorder.error as? RxError else {
      Issue.record("expected RxError.disposed, got \(recorder.events)")
      return
    }
  }

  @Test("BehaviorSubject: current value first, then changes; value(); error and completion")
  func behaviorSubject() throws {
    let subject = BehaviorSubject(value: "a")
    #expect(try subject.value() == "a")
    let first = EventRecorder<String>()
    _ = subject.subscribe(first.observer)
    subject.onNext("b")
    let second = EventRecorder<String>()
    _ = subject.subscribe(second.observer)
    subject.onNext("c")
    #expect(first.elements == ["a", "b", "c"])
    #expect(second.elements == ["b", "c"])
    #expect(try subject.value() == "c")

    subject.onCompleted()
    #expect(try subject.value() == "c")
    let late = EventRecorder<String>()
    _ = subject.subscribe(late.observer)
    #expect(late.events.count == 1 && late.isCompleted)

    let failing = BehaviorSubject(value: 1)
    failing.onError(TestError(code: 9))
    #expect(throws: TestError(code: 9)) { try failing.value() }

    let disposed = BehaviorSubject(value: 1)
    disposed.dispose()
    #expect(throws: RxError.self) { try disposed.value() }
  }

  @Test("Subjects are observers: bind a sequence into one (elements and completion pass through)")
  func subjectAsObserver() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder.observer)
    _ = Observable.from([1, 2]).subscribe(subject.asObserver())
    #expect(recorder.elements == [1, 2] && recorder.isCompleted)
  }
}
