import RxCocoa
import Synchronization
import Testing
import UIKitTestSupport

@testable import RxSwift

@Suite(.uikitRuntime)
struct BindTests {
  @Test(
    "bind(with:) passes the owner and holds it weakly: the owner deinits while subscribed; later events are dropped")
  func bindWithDoesNotRetainOwner() {
    let subject = PublishSubject<String>()
    weak var weakOwner: Owner?
    var delivered = 0
    let subscription: Disposable
    do {
      let owner = Owner()
      weakOwner = owner
      subscription = subject.bind(with: owner) { owner, value in
        owner.received.append(value)
        delivered += 1
      }
      subject.onNext("a")
      #expect(owner.received == ["a"])
    }
    #expect(weakOwner == nil)
    subject.onNext("b")
    #expect(delivered == 1)
    subscription.dispose()
    #expect(!subject.hasObservers)
  }

  @Test("The seed pattern: a subscription in the owner's own bag forms no cycle; the owner's deinit ends it")
  func ownerBagEndsSubscription() {
    let source = CountingSource<Int>()
    weak var weakOwner: Owner?
    do {
      let owner = Owner()
      weakOwner = owner
      source.observable.bind(with: owner) { owner, value in owner.received.append("\(value)") }
        .disposed(by: owner.bag)
      source.subject.onNext(1)
      #expect(owner.received == ["1"])
      #expect(source.alive == 1)
    }
    #expect(weakOwner == nil)
    #expect(source.alive == 0)
  }

  @Test("bind(to:) forwards elements to observers, Binders and subjects (several at once, and optionals)")
  func bindTo() {
    let target = PublishSubject<Int>()
    let optionalTarget = PublishSubject<Int?>()
    let recorder = EventRecorder<Int>()
    let optionalRecorder = EventRecorder<Int?>()
    _ = target.subscribe(recorder.observer)
    _ = optionalTarget.subscribe(optionalRecorder.observer)
    let owner = Owner()
    let binder = Binder<Int>(owner) { owner, value in owner.received.append("\(value)") }

    let source = PublishSubject<Int>()
    let d1 = source.bind(to: target, target)
    let d2 = source.bind(to: binder)
    let d3 = source.bind(to: optionalTarget)
    source.onNext(1)
    source.onNext(2)
    d1.dispose()
    d2.dispose()
    d3.dispose()
    source.onNext(3)
    #expect(recorder.elements == [1, 1, 2, 2])
    #expect(optionalRecorder.elements == [1, 2])
    #expect(owner.received == ["1", "2"])

    let completing = Observable.from([5])
    _ = completing.bind(to: target)
    #expect(recorder.elements.last == 5 && recorder.isCompleted)
  }

  @Test("Binder holds its target weakly and drops elements once it is gone")
  func binderIsWeak() {
    weak var weakOwner: Owner?
    let binder: Binder<Int>
    do {
      let owner = Owner()
      weakOwner = owner
      binder = Binder(owner) { owner, value in owner.received.append("\(value)") }
      binder.onNext(1)
      #expect(owner.received == ["1"])
    }
    #expect(weakOwner == nil)
    binder.onNext(2)
  }

  @Test("bind(onNext:) and bind(to: closure)")
  func bindOnNext() {
    var received: [Int] = []
    _ = Observable.from([1, 2]).bind(onNext: { received.append($0) })
    #expect(received == [1, 2])
    let count = Observable.from([1, 2, 3]).bind { source in
      var n = 0
      _ = source.subscribe(onNext: { _ in n += 1 })
      return n
    }
    #expect(count == 3)
  }

  @MainActor
  @Test("A binding that receives an error reports it to Hooks.defaultErrorHandler instead of stopping the app")
  func bindingErrorIsReported() {
    let messages = Mutex<[String]>([])
    let saved = Hooks.defaultErrorHandler
    Hooks.defaultErrorHandler = { error in messages.withLock { $0.append("\(error)") } }
    defer { Hooks.defaultErrorHandler = saved }
    let owner = Owner()
    _ = Observable<Int>.error(TestError(code: 1)).bind(with: owner) { _, _ in }
    _ = Observable<Int>.error(TestError(code: 2)).bind(to: Binder(owner) { _, _ in })
    let reported = messages.withLock { $0 }
    #expect(reported.count == 2)
    #expect(reported.allSatisfy { $0.hasPrefix("Binding error: TestError") })
  }
}
