
// llmreplay report: hover read-outs and legend toggles. The charts are
// plain SVG and readable without this script. Errors are written into the
// page (#script-errors, body[data-errors]) so a headless browser test can
// see them in the DOM.
(function () {
  "use strict";
  var errors = [];
  function fail(msg) {
    errors.push(String(msg));
    var pre = document.getElementById("script-errors");
    if (pre) { pre.hidden = false; pre.textContent = "Script errors:\n" + errors.join("\n"); }
    document.body.setAttribute("data-errors", String(errors.length));
  }
  window.addEventListener("error", function (e) { fail((e && e.message) || "error"); });

  function fmt(v) {
    if (v === null || v === undefined) { return "–"; }
    var a = Math.abs(v);
    if (a >= 1000) { return v.toFixed(0); }
    if (a >= 100) { return v.toFixed(1); }
    if (a >= 1) { return v.toFixed(2); }
    return v.toFixed(3);
  }

  // lastAtOrBefore returns the index of the last x <= at, or -1.
  function lastAtOrBefore(xs, at) {
    var lo = 0, hi = xs.length - 1, ans = -1;
    while (lo <= hi) {
      var mid = (lo + hi) >> 1;
      if (xs[mid] <= at) { ans = mid; lo = mid + 1; } else { hi = mid - 1; }
    }
    return ans;
  }

  function setup(svg, d) {
    var box = svg.parentNode;
    var ns = "http://www.w3.org/2000/svg";
    var cross = document.createElementNS(ns, "line");
    cross.setAttribute("class", "cross");
    cross.setAttribute("visibility", "hidden");
    svg.appendChild(cross);
    var tip = document.createElement("div");
    tip.className = "tip";
    tip.hidden = true;
    box.appendChild(tip);
    var axis = svg.querySelector(".axis line");
    var y1 = Number(svg.querySelector(".axis line:nth-of-type(2)").getAttribute("y1"));
    var y2 = Number(axis.getAttribute("y1"));

    function show(sx, clientX, clientY) {
      if (sx < d.px || sx > d.px + d.pw) { hide(); return false; }
      var x = d.xmin + (sx - d.px) / d.pw * (d.xmax - d.xmin);
      cross.setAttribute("x1", sx); cross.setAttribute("x2", sx);
      cross.setAttribute("y1", y1); cross.setAttribute("y2", y2);
      cross.setAttribute("visibility", "visible");
      tip.textContent = "";
      var head = document.createElement("div");
      head.textContent = "x = " + fmt(x) + " " + d.xunit;
      tip.appendChild(head);
      var rows = 0;
      d.series.forEach(function (s, i) {
        var key = box.querySelector('.key[data-index="' + i + '"]');
        if (key && key.classList.contains("off")) { return; }
        var j = lastAtOrBefore(s.x, x);
        var row = document.createElement("div");
        var b = document.createElement("b");
        b.style.color = s.c;
        b.textContent = s.n + ": ";
        row.appendChild(b);
        row.appendChild(document.createTextNode((j < 0 ? "–" : fmt(s.y[j])) + " " + d.yunit));
        tip.appendChild(row);
        rows++;
      });
      var r = box.getBoundingClientRect();
      var left = clientX - r.left + 14;
      if (left + 220 > r.width) { left = Math.max(0, clientX - r.left - 230); }
      tip.style.left = left + "px";
      tip.style.top = Math.max(0, clientY - r.top - 10) + "px";
      tip.hidden = false;
      return rows > 0;
    }
    function hide() { cross.setAttribute("visibility", "hidden"); tip.hidden = true; }
    function toSVG(ev) {
      var m = svg.getScreenCTM();
      if (!m) { return null; }
      var pt = svg.createSVGPoint();
      pt.x = ev.clientX; pt.y = ev.clientY;
      return pt.matrixTransform(m.inverse());
    }
    svg.addEventListener("mousemove", function (ev) {
      var p = toSVG(ev);
      if (p) { show(p.x, ev.clientX, ev.clientY); }
    });
    svg.addEventListener("mouseleave", hide);
    return { show: show, hide: hide };
  }

  function toggle(btn) {
    var id = btn.getAttribute("data-chart"), i = btn.getAttribute("data-index");
    var on = btn.classList.toggle("off");
    var svg = document.querySelector('svg.chart[data-chart="' + id + '"]');
    svg.querySelectorAll('[data-series="' + i + '"]').forEach(function (el) { el.classList.toggle("off", on); });
  }

  try {
    var data = JSON.parse(document.getElementById("chart-data").textContent || "[]") || [];
    var byID = {};
    data.forEach(function (d) { byID[d.id] = d; });
    var charts = document.querySelectorAll("svg.chart");
    var handles = [];
    charts.forEach(function (svg) {
      var d = byID[svg.getAttribute("data-chart")];
      if (!d) { fail("no data for chart " + svg.getAttribute("data-chart")); return; }
      handles.push({ svg: svg, h: setup(svg, d), d: d });
    });
    document.querySelectorAll(".key").forEach(function (btn) {
      btn.addEventListener("click", function () { toggle(btn); });
    });
    // #selftest exercises the read-out and toggle code once per chart, so a
    // headless browser test catches errors in code a user only reaches by
    // hovering and clicking.
    if (location.hash === "#selftest") {
      var shown = 0;
      handles.forEach(function (c) {
        if (c.h.show(c.d.px + c.d.pw / 2, 0, 0)) { shown++; }
        c.h.hide();
      });
      document.querySelectorAll(".key").forEach(function (btn) { toggle(btn); toggle(btn); });
      document.body.setAttribute("data-readouts", String(shown));
    }
    document.body.setAttribute("data-charts", String(charts.length));
    document.body.setAttribute("data-paths", String(document.querySelectorAll("svg.chart .data path, svg.chart .data rect").length));
    document.body.setAttribute("data-rendered", "ok");
  } catch (e) {
    fail(e && e.stack ? e.stack : e);
  }
})();
